// A fake De-Jargonizer API for route tests: fetch answers from a small test dictionary through
// the real measure and the server's own result builders (@scicomm/jargon/result), so the page
// sees what the server would send; XMLHttpRequest (requests with upload progress) answers the same way.
import { vi } from 'vitest';
import { analyze, serializePeriodForBrowser, type Dictionary } from '@scicomm/jargon';
import { analysisReplyOf, compactResultOf, resultOf } from '@scicomm/jargon/result';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import type { AnalysisReply, GradingResult, GroupRow } from '../../../lib/de-jargonizer-api/types.ts';
import { FakeUploadRequest } from '../../../test/fake-upload-request.ts';

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

/** The dictionary has no simpler words of its own; the page's tests read this one. */
const withTestAlternatives = <T extends { alternatives: GradingResult['alternatives'] }>(result: T): T => ({
  ...result,
  alternatives: { ...result.alternatives, epigenetics: [{ word: 'biology', band: 'common' }] },
});

/** Grade's reply, as the server builds it (resultOf). */
export function gradingResultFor(text: string, name = ''): GradingResult {
  return withTestAlternatives(resultOf(analyze(text, dictionary), dictionary, name));
}

/** The page's analysis reply: the text once and one band letter per word (analysisReplyOf). */
export function analysisReplyFor(
  text: string,
  name = '',
  period = 'English2021_2024',
  keyTerms: readonly string[] = [],
): AnalysisReply {
  return { ...withTestAlternatives(analysisReplyOf(analyze(text, dictionary), dictionary, name, keyTerms)), period };
}

/** The compact reply the server sends for a long text: the text once and one band letter per word. */
export function compactGradingResultFor(text: string, name = ''): GradingResult {
  return withTestAlternatives(compactResultOf(analyze(text, dictionary), dictionary, name));
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
      return answer(server, url, init?.body);
    }),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhr(server));
  return server;
}

async function answer(server: FakeServer, url: string, body: unknown): Promise<Response> {
  if (url === '/GetVisits') return json(7);
  if (url === '/api/de-jargonizer/periods')
    return json({ defaultPeriod: 'English2021_2024', periods: [] });
  if (url.startsWith('/dictionaries/'))
    return new Response(serializePeriodForBrowser(dictionary).slice().buffer);
  // START from a course assignment carries ?course=…&assignment=… (the call's url keeps them).
  if (url.split('?')[0] === '/api/de-jargonizer/analyses') {
    if (server.failGrade) {
      const { status, code, message } = server.failGrade;
      server.failGrade = undefined;
      return json({ error: { code, message } }, status);
    }
    const request = JSON.parse(String(body)) as { period?: string; text: string; name?: string; keyTerms?: string[] };
    if (request.text.trim() === '')
      return json({ error: { code: 'EMPTY_TEXT', message: 'Article is empty.' } }, 400);
    return json(analysisReplyFor(request.text, request.name ?? '', request.period, request.keyTerms));
  }
  if (url === '/api/de-jargonizer/file-text') {
    const file = (body as FormData).get('file') as File;
    if (server.failGrade) {
      const { status, code, message } = server.failGrade;
      server.failGrade = undefined;
      return json({ error: { code, message } }, status);
    }
    return json({ name: file.name.replace(/\.[^.]+$/, ''), text: await file.text() });
  }
  if (url === '/api/TextGrading/Grade') {
    const form = body as FormData;
    const file = form.get('ArticleFU');
    const text = file instanceof File ? await file.text() : String(form.get('ContentTA') ?? '');
    if (text.trim() === '')
      return json({ error: { code: 'EMPTY_TEXT', message: 'Article is empty.' } }, 400);
    const name = file instanceof File ? file.name.replace(/\.[^.]+$/, '') : '';
    return json(server.compactGrade ? compactGradingResultFor(text, name) : gradingResultFor(text, name));
  }
  if (url === '/api/TextGrading/Download' || url === '/api/TextGrading/BuildYourOwnDeJargonizer') {
    if (server.failDownload) return json({ error: { code: 'INTERNAL', message: 'nope' } }, 500);
    const name = url.endsWith('Download') ? 'Article - Result.docx' : 'How to build a De-Jargonizer.docx';
    return new Response(new Blob(['PK']), {
      headers: { 'content-disposition': `attachment; filename="${name}"` },
    });
  }
  if (url === '/api/GroupGrading') {
    if (server.groupFailure)
      return json({ error: { code: 'X', message: server.groupFailure.message } }, server.groupFailure.status);
    return json({ period: 'English2021_2024', rows: server.groupRows, csv: 'File Name\r\n' });
  }
  const word = /^\/api\/words\/([^/]+)\/frequency/.exec(url);
  if (word) {
    // "epigenetics" has a sure replacement; any other word is a term shown with its meanings.
    const replaced = word[1] === 'epigenetics';
    return json({
      word: decodeURIComponent(word[1] ?? ''),
      years: Array.from({ length: 13 }, (_, index) => ({
        year: 2012 + index,
        count: 10 + index,
        perMillion: (10 + index) / 10,
      })),
      periods: [],
      alternatives: replaced ? [{ word: 'biology', band: 'common' }] : [],
      meanings: replaced ? [] : ['the act of forcing something out', 'a look on the face', 'the communication of your beliefs'],
    });
  }
  return new Response(null, { status: 204 });
}

/** XMLHttpRequest for requests with upload progress: 50 %, then (after groupGate) 100 % and the answer. */
function fakeXhr(server: FakeServer) {
  return class FakeXMLHttpRequest extends FakeUploadRequest {
    send(body: unknown) {
      server.calls.push({ url: this.url, method: 'POST', body });
      setTimeout(() => {
        this.uploaded(50);
        const gate = this.url === '/api/GroupGrading' ? server.groupGate : undefined;
        void (gate ?? Promise.resolve()).then(() =>
          setTimeout(() => {
            this.uploaded(100);
            void answer(server, this.url, body).then(async (response) => {
              this.status = response.status;
              this.headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n');
              this.responseText = String.fromCharCode(...new Uint8Array(await response.arrayBuffer()));
              this.dispatchEvent(new Event('load'));
            });
          }, 5),
        );
      }, 5);
    }
  };
}
