// A fake Compare API for route tests: the texts are measured with a small test dictionary
// through the real measure, so the page sees what the server would send; the group upload
// (XMLHttpRequest, as the API client sends a request with upload progress) answers with a fixed
// comparison, optionally held at 50 % to look at the progress.
import { vi } from 'vitest';
import { analyze, HEBREW_PERIOD, scriptOfText } from '@scicomm/jargon';
import { textComparison } from '@scicomm/compare/text-comparison';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import type { GroupComparison, TextComparison } from '@scicomm/shared/compare-api';
import { FakeUploadRequest } from '../../../test/fake-upload-request.ts';

const dictionary = testDictionary({
  common: ['the', 'gene', 'changes', 'how', 'cells', 'work', 'and', 'a', 'of', 'season', 'is', 'here', 'biology'],
  mid: ['expression', 'protein'],
  rare: ['epigenetics', 'methylation', 'assay'],
});

export function textComparisonFor(
  beforeText: string,
  afterText: string,
  names = { before: '', after: '' },
  keyTerms: readonly string[] = [],
): TextComparison {
  const comparison = textComparison(analyze(beforeText, dictionary), analyze(afterText, dictionary), dictionary, { names, keyTerms });
  // The test words have no simpler word for 'epigenetics'; the page is shown one.
  const alternativesOf = (word: string) =>
    word === 'epigenetics' ? [{ word: 'biology', band: 'common' as const }] : (comparison.alternatives[word] ?? []);
  return {
    ...comparison,
    alternatives: Object.fromEntries(comparison.rareWords.kept.map((word) => [word, alternativesOf(word)])),
  };
}

const figures = (score: number, rarePercent: number, words: number) => ({
  words,
  common: words - 2,
  mid: 1,
  rare: 1,
  commonPercent: 100 - rarePercent - 5,
  midPercent: 5,
  rarePercent,
  score,
  // The fake's files explain one term before and two after, and leave 4 points to the adjusted score.
  adjustedScore: Math.min(100, score + 4),
  explainedTerms: score >= 80 ? 2 : 1,
});

const change = (before: ReturnType<typeof figures>, after: ReturnType<typeof figures>) => ({
  words: after.words - before.words,
  common: after.common - before.common,
  mid: 0,
  rare: 0,
  commonPercent: after.commonPercent - before.commonPercent,
  midPercent: 0,
  rarePercent: after.rarePercent - before.rarePercent,
  score: after.score - before.score,
  adjustedScore: after.adjustedScore - before.adjustedScore,
  explainedTerms: after.explainedTerms - before.explainedTerms,
});

const pair = (name: string, before: ReturnType<typeof figures>, after: ReturnType<typeof figures>) => ({
  name,
  beforeFile: `${name}.txt`,
  afterFile: `${name.toLowerCase()}.docx`,
  before,
  after,
  change: change(before, after),
  beforeError: null,
  afterError: null,
});

const summary = (n: number) => ({
  n,
  meanBefore: 80,
  meanAfter: 86.5,
  meanChange: 6.5,
  sdChange: 2.5,
  ci95: { lower: 0.53, upper: 12.47 },
  medianChange: 6.5,
  wilcoxon: { n, zeros: 0, ties: false, statistic: 6, pValue: 0.25, method: 'exact' as const },
});

export const GROUP_COMPARISON: GroupComparison = {
  period: 'English2021_2024',
  pairs: [
    pair('Dana', figures(80, 10, 100), figures(88, 6, 90)),
    pair('Omer', figures(75, 12, 120), figures(80, 9, 110)),
    pair('Noa', figures(85, 8, 80), figures(85, 8, 82)),
    {
      name: 'Yael',
      beforeFile: 'Yael.txt',
      afterFile: 'yael.docx',
      before: figures(70, 15, 60),
      after: null,
      change: null,
      beforeError: null,
      afterError: 'The file "yael.docx" is not a Word (.docx) document (it is not a zip archive).',
    },
  ],
  unpaired: [{ set: 'after', fileName: 'Stray.txt', reason: 'noPair' }],
  summary: {
    score: summary(3),
    adjustedScore: summary(3),
    rarePercent: summary(3),
    midPercent: summary(3),
    words: summary(3),
    explainedTerms: summary(3),
  },
  csv: '\uFEFFName,Before File\r\n',
};

export interface FakeCompareServer {
  calls: { url: string; body: unknown }[];
  /** The next text comparison fails with this. */
  failTexts?: { status: number; code: string; message: string };
  groupReply: GroupComparison;
  groupFailure?: { status: number; code: string; message: string };
  /** When set, a group upload stays at 50 % until it settles. */
  groupGate?: Promise<void>;
  /** When set, grading stays at its first file until it settles. */
  gradingGate?: Promise<void>;
  /** The stream ends with this error line instead of the result. */
  streamError?: { code: string; message: string };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

export function installFakeCompareServer(): FakeCompareServer {
  const server: FakeCompareServer = { calls: [], groupReply: GROUP_COMPARISON };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      server.calls.push({ url, body: init?.body });
      if (url === '/api/de-jargonizer/periods') return json({ defaultPeriod: 'English2021_2024', periods: [] });
      if (url === '/api/de-jargonizer/compare/texts') {
        if (server.failTexts) {
          const { status, code, message } = server.failTexts;
          server.failTexts = undefined;
          return json({ error: { code, message } }, status);
        }
        const form = init?.body as FormData;
        const read = async (which: 'before' | 'after') => {
          const file = form.get(`${which}File`);
          return file instanceof File
            ? { text: await file.text(), name: file.name.replace(/\.[^.]+$/u, '') }
            : { text: String(form.get(`${which}Text`) ?? ''), name: '' };
        };
        const before = await read('before');
        const after = await read('after');
        // As the server reads the field: one term per line or separated by commas.
        const keyTerms = String(form.get('keyTerms') ?? '')
          .split(/[,\n]/u)
          .map((term) => term.trim())
          .filter((term) => term !== '');
        const comparison = textComparisonFor(before.text, after.text, { before: before.name, after: after.name }, keyTerms);
        // As the server: texts mostly in Hebrew letters are compared with the Hebrew list.
        if (scriptOfText(`${before.text}\n${after.text}`) === 'Hebrew') {
          return json({ ...comparison, period: HEBREW_PERIOD, direction: 'rtl' });
        }
        return json(comparison);
      }
      const word = /^\/api\/words\/([^/?]+)\/frequency/u.exec(url);
      if (word) {
        return json({
          word: decodeURIComponent(word[1] ?? ''),
          years: Array.from({ length: 13 }, (_value, index) => ({ year: 2012 + index, count: 10 + index, perMillion: (10 + index) / 10 })),
          periods: [],
          alternatives: [{ word: 'biology', band: 'common' }],
        });
      }
      return new Response(null, { status: 204 });
    }),
  );
  vi.stubGlobal(
    'XMLHttpRequest',
    class FakeXMLHttpRequest extends FakeUploadRequest {
      send(body: FormData) {
        server.calls.push({ url: this.url, body });
        const received = (text: string) => {
          this.responseText += String.fromCharCode(...new TextEncoder().encode(text));
        };
        const lines = (...values: unknown[]) => {
          received(values.map((value) => `${JSON.stringify(value)}\n`).join(''));
          this.dispatchEvent(new Event('progress'));
        };
        const later = () => new Promise((resolve) => setTimeout(resolve, 5));
        void (async () => {
          await later();
          this.uploaded(50);
          await server.groupGate;
          await later();
          this.uploaded(100);
          if (server.groupFailure) {
            const { status, code, message } = server.groupFailure;
            this.status = status;
            this.headers = 'content-type: application/json; charset=utf-8';
            received(JSON.stringify({ error: { code, message } }));
            this.dispatchEvent(new Event('load'));
            return;
          }
          this.status = 200;
          this.headers = 'content-type: application/x-ndjson; charset=utf-8';
          const total = 2 * server.groupReply.pairs.length;
          lines({ type: 'progress', done: 0, total }, { type: 'progress', done: 1, total });
          await server.gradingGate;
          await later();
          lines(
            ...Array.from({ length: total - 1 }, (_value, index) => ({ type: 'progress', done: index + 2, total })),
            server.streamError ? { type: 'error', error: server.streamError } : { type: 'result', comparison: server.groupReply },
          );
          this.dispatchEvent(new Event('load'));
        })();
      }
    },
  );
  return server;
}
