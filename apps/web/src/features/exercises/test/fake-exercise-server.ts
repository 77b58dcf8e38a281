// A stand-in for the exercise API in web tests: records every call's body and answers from a
// queue (default: one "ok" bot message and stage + 1).
import { afterAll, vi } from 'vitest';
import { HEBREW_PERIOD, serializePeriodForBrowser } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { exerciseOfApiPath } from '@scicomm/shared/exercises';

// The chat loads its remark lines, its summary and its table form on demand, sometimes without
// awaiting them (a preload when the writer first sends): a test that ends first would leave an
// import running into the next file's teardown. Each file using this server waits for them at its end.
afterAll(async () => {
  await Promise.all([
    import('../components/message-bubble.tsx').then(({ loadRemarkLines }) => loadRemarkLines()),
    import('../components/exercise-summary.tsx'),
    import('../components/table-input-form.tsx'),
  ]);
});

/** The word list the summary measures with in tests: anything else is rare. */
export const summaryDictionary = testDictionary({
  common: ['we', 'study', 'how', 'plants', 'remember', 'the', 'winter', 'and', 'why', 'it', 'matters', 'for', 'food', 'a', 'cold'],
  mid: ['seeds'],
});

/** The Hebrew list of the tests: a Hebrew version of the summary is measured with it. */
export const summaryHebrewDictionary = testDictionary({
  code: HEBREW_PERIOD,
  common: ['אנחנו', 'חוקרים', 'איך', 'צמחים', 'זוכרים', 'את', 'החורף'],
});

export interface WireMessage {
  Id: string;
  Text: string;
  IsStudent: boolean;
  InputType: string;
  TableHeaders?: string[];
  TableData?: string[][];
  MinimumRows?: number;
  ExampleRow?: string[];
}

export interface ExerciseCall {
  url: string;
  body: Record<string, unknown> & { Messages: WireMessage[] };
}

type Answer = (call: ExerciseCall) => Response | Promise<Response>;

let botIds = 0;
export const bot = (Text: string, extra: Partial<WireMessage> = {}): WireMessage => ({
  Id: `bot-${(botIds += 1)}`,
  Text,
  IsStudent: false,
  InputType: 'text',
  ...extra,
});

export const reply = (messages: WireMessage[], updatedHistory: Record<string, unknown>): Answer => () =>
  Response.json({ messages, updatedHistory });

export const failure = (status: number, message: string): Answer => () =>
  Response.json({ error: { code: 'X', message } }, { status });

export interface FakeExerciseServer {
  calls: ExerciseCall[];
  answers: Answer[];
  /** GET /api/exercises/research/{slug} answers, by slug. */
  research: Map<string, Response>;
  /** Bodies of POST /api/exercises/summary.docx. */
  documents: unknown[];
}

export function installFakeExerciseServer(): FakeExerciseServer {
  // Each test starts without a session kept by the one before (saved-session.ts).
  window.sessionStorage.clear();
  const server: FakeExerciseServer = { calls: [], answers: [], research: new Map(), documents: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/GetVisits') return Response.json(0);
      // The public exercise calls of docs/product.md §7 (with or without /no-feedback), and a research edition's.
      if (init?.method === 'POST' && (exerciseOfApiPath(url) !== null || url.startsWith('/api/exercises/research/'))) {
        const call: ExerciseCall = { url, body: JSON.parse(String(init.body)) as ExerciseCall['body'] };
        server.calls.push(call);
        const answer = server.answers.shift();
        if (answer) return answer(call);
        const stage = Number(call.body.currentStage ?? 0) + 1;
        return Response.json({ messages: [bot('ok')], updatedHistory: { ...call.body, Messages: undefined, language: undefined, currentStage: stage } });
      }
      if (url.startsWith('/dictionaries/')) {
        const list = url === `/dictionaries/${HEBREW_PERIOD}.bin` ? summaryHebrewDictionary : summaryDictionary;
        return new Response(serializePeriodForBrowser(list).slice().buffer);
      }
      if (url === '/api/exercises/summary.docx' && init?.method === 'POST') {
        server.documents.push(JSON.parse(String(init.body)));
        return new Response(new Blob(['docx']), {
          headers: { 'content-disposition': `attachment; filename="Half Life.docx"; filename*=UTF-8''Half%20Life.docx` },
        });
      }
      if (url.startsWith('/api/exercises/research/')) {
        const slug = decodeURIComponent(url.split('/').at(-1) ?? '');
        return server.research.get(slug) ?? Response.json({ error: { code: 'NOT_FOUND', message: 'No.' } }, { status: 404 });
      }
      return new Response(null, { status: 204 });
    }),
  );
  return server;
}
