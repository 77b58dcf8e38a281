// A fake De-Jargonizer API for route tests: fetch answers from a small test dictionary through
// the real measure (analyze, renderHtml, the browser payload), so the page sees what the
// server would send; XMLHttpRequest (group upload) is faked too.
import { vi } from 'vitest';
import {
  alternatives as alternativesOf,
  analyze,
  bandLetters,
  displayTokens,
  renderHtml,
  scoreMessage,
  serializePeriodForBrowser,
  type Dictionary,
} from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import type { GradingResult, GroupRow } from '../api/types.ts';

export const dictionary: Dictionary = testDictionary({
  common: [
    'the',
    'gene',
    'changes',
    'how',
    'cells',
    'work',
    'and',
    'a',
    'of',
    'season',
    'is',
    'here',
    'biology',
  ],
  mid: ['expression', 'protein'],
  rare: ['epigenetics', 'methylation'],
});

export function gradingResultFor(text: string, name = ''): GradingResult {
  const analysis = analyze(text, dictionary);
  const alternatives: GradingResult['alternatives'] = {};
  for (const word of new Set(analysis.rareWords))
    alternatives[word] = alternativesOf(word, dictionary);
  alternatives['epigenetics'] = [{ word: 'biology', band: 'common' }];
  return {
    cleanedWords: analysis.cleanedWords,
    normalWords: analysis.normalWords,
    rareWords: analysis.rareWords,
    score: analysis.score,
    name,
    words: displayTokens(analysis).map((token) => token.text),
    htmlResult: renderHtml(analysis),
    taskId: null,
    period: analysis.period,
    direction: 'ltr',
    wordBands: analysis.wordBands,
    counts: { ...analysis.counts },
    percentages: { ...analysis.percentages },
    scoreMessage: scoreMessage(analysis.score),
    alternatives,
  };
}

/** The compact reply the server sends for a long text: the text once and one band letter per word. */
export function compactGradingResultFor(text: string, name = ''): GradingResult {
  const full = gradingResultFor(text, name);
  return {
    ...full,
    cleanedWords: [],
    normalWords: [],
    rareWords: [],
    words: [],
    wordBands: [],
    htmlResult: '',
    compact: true,
    text,
    bands: bandLetters(full.wordBands),
  };
}

export interface FakeCall {
  url: string;
  method: string;
  body: unknown;
}

export interface FakeServer {
  calls: FakeCall[];
  /** The next Grade request fails with this status and message. */
  failGrade?: { status: number; code: string; message: string };
  /** The next Download fails. */
  failDownload?: boolean;
  /** Grade answers with the compact reply of a long text. */
  compactGrade?: boolean;
  groupRows: GroupRow[];
  groupFailure?: { status: number; message: string };
  /** When set, a group upload stays at 50 % until this settles (to look at it in progress). */
  groupGate?: Promise<void>;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

export function installFakeServer(): FakeServer {
  const server: FakeServer = { calls: [], groupRows: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      server.calls.push({ url, method, body: init?.body });
      if (url === '/GetVisits') return json(7);
      if (url === '/api/de-jargonizer/periods')
        return json({ defaultPeriod: 'English2021_2024', periods: [] });
      if (url.startsWith('/dictionaries/'))
        return new Response(serializePeriodForBrowser(dictionary).slice().buffer);
      if (url === '/api/TextGrading/Grade') {
        if (server.failGrade) {
          const { status, code, message } = server.failGrade;
          server.failGrade = undefined;
          return json({ error: { code, message } }, status);
        }
        const form = init?.body as FormData;
        const file = form.get('ArticleFU');
        const text = file instanceof File ? await file.text() : String(form.get('ContentTA') ?? '');
        if (text.trim() === '')
          return json({ error: { code: 'EMPTY_TEXT', message: 'Article is empty.' } }, 400);
        const name = file instanceof File ? file.name.replace(/\.[^.]+$/, '') : '';
        return json(
          server.compactGrade ? compactGradingResultFor(text, name) : gradingResultFor(text, name),
        );
      }
      if (
        url === '/api/TextGrading/Download' ||
        url === '/api/TextGrading/BuildYourOwnDeJargonizer'
      ) {
        if (server.failDownload) return json({ error: { code: 'INTERNAL', message: 'nope' } }, 500);
        const name = url.endsWith('Download')
          ? 'Article - Result.docx'
          : 'How to build a De-Jargonizer.docx';
        return new Response(new Blob(['PK']), {
          headers: { 'content-disposition': `attachment; filename="${name}"` },
        });
      }
      const word = /^\/api\/words\/([^/]+)\/frequency/.exec(url);
      if (word) {
        return json({
          word: decodeURIComponent(word[1] ?? ''),
          years: Array.from({ length: 13 }, (_, index) => ({
            year: 2012 + index,
            count: 10 + index,
            perMillion: (10 + index) / 10,
          })),
          periods: [],
          alternatives: [{ word: 'biology', band: 'common' }],
        });
      }
      return new Response(null, { status: 204 });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhr(server));
  return server;
}

function fakeXhr(server: FakeServer) {
  return class FakeXMLHttpRequest extends EventTarget {
    status = 0;
    response: unknown = null;
    responseType = '';
    readonly upload = new EventTarget();
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      server.calls.push({ url: this.url, method: 'POST', body });
      setTimeout(() => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }),
        );
        void (server.groupGate ?? Promise.resolve()).then(() =>
          setTimeout(() => {
            this.upload.dispatchEvent(
              Object.assign(new Event('progress'), {
                lengthComputable: true,
                loaded: 100,
                total: 100,
              }),
            );
            if (server.groupFailure) {
              this.status = server.groupFailure.status;
              this.response = { error: { code: 'X', message: server.groupFailure.message } };
            } else {
              this.status = 200;
              this.response = {
                period: 'English2021_2024',
                rows: server.groupRows,
                csv: 'File Name\r\n',
              };
            }
            this.dispatchEvent(new Event('load'));
          }, 5),
        );
      }, 5);
    }
  };
}
