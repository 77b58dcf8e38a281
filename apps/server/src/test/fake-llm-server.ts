// A local OpenAI-compatible endpoint for tests of the LLM coach: it records every request and
// answers each with the next queued answer (a 500 when none is queued).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmAnswer = (response: ServerResponse) => void;

export interface LlmRequest {
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

export interface FakeLlmServer {
  /** The API root to configure as LLM_BASE_URL. */
  baseUrl: string;
  /** Answers for the next requests, in order. */
  answers: LlmAnswer[];
  requests: LlmRequest[];
  /** The prompts sent, each request's messages joined. */
  prompts(): string[];
  /** Forgets queued answers and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** A chat completion whose message is `content`. */
export const completion =
  (content: string): LlmAnswer =>
  (res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));

/** A 200 whose JSON body is cut off. */
export const malformed: LlmAnswer = (res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');

/** Answers only after `ms`, later than the tests' LLM_BUDGET_MS. */
export const answerAfter =
  (ms: number): LlmAnswer =>
  (res) =>
    // Unref'd: an answer past the tests' timeout must not hold the process open after they end.
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(200).end('{}');
    }, ms).unref();

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const fake = {
    answers: [] as LlmAnswer[],
    requests: [] as LlmRequest[],
  };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      fake.requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(body) as LlmRequest['body'],
      });
      (fake.answers.shift() ?? ((res: ServerResponse) => res.writeHead(500).end()))(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get answers() {
      return fake.answers;
    },
    set answers(value: LlmAnswer[]) {
      fake.answers = value;
    },
    get requests() {
      return fake.requests;
    },
    prompts: () =>
      fake.requests.map((request) =>
        request.body.messages.map((message) => message.content).join('\n'),
      ),
    reset() {
      fake.answers = [];
      fake.requests = [];
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
