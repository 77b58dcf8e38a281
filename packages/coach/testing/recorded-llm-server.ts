// A recorded OpenAI-compatible endpoint for the LLM coach's findings (docs/exercises.md "The
// LLM coach's findings"): each POST …/chat/completions, as the `openai` SDK sends it, is answered
// with the reply recorded for its request's digest (llm-recording.json beside this file). A
// request nobody recorded gets a 404 and is listed, so a changed prompt shows up as unrecorded
// requests instead of passing quietly on the built-in fallback. The replies were written by hand,
// not by a model (the workplace has no model to record from); they include the mistakes models make.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedReply {
  /** The evaluation case (eval/cases/<area>.ts) or walk the request is for, to find the entry by. */
  case: string;
  /** What is right or wrong in the reply, for a reader of the recording. */
  note: string;
  /** The message content the model answered with, exactly (not always JSON). */
  content: string;
}

export interface LlmRecording {
  replies: Record<string, RecordedReply>;
}

export const recordingUrl = new URL('./llm-recording.json', import.meta.url);

export function readRecording(url: URL = recordingUrl): LlmRecording {
  return JSON.parse(readFileSync(url, 'utf8')) as LlmRecording;
}

/** A request's digest: its messages and response format; the model's name is left out. */
export function requestDigest(body: { messages?: unknown; response_format?: unknown }): string {
  const key = JSON.stringify({ messages: body.messages ?? null, response_format: body.response_format ?? null });
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export interface RecordedLlmServer {
  /** The API root, as LLM_BASE_URL. */
  baseUrl: string;
  /** Every request's digest and whether a reply was recorded for it, in order. */
  requests: { digest: string; recorded: boolean }[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

export async function startRecordedLlmServer(recording: LlmRecording = readRecording()): Promise<RecordedLlmServer> {
  const requests: RecordedLlmServer['requests'] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      let body: { messages?: unknown; response_format?: unknown };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"not JSON"}');
        return;
      }
      const digest = requestDigest(body);
      const reply = request.url?.endsWith('/chat/completions') ? recording.replies[digest] : undefined;
      requests.push({ digest, recorded: reply !== undefined });
      if (!reply) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `no reply recorded for ${digest}` }));
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
