// The exercise API's wire shapes and a JSON post, for the benches that play sessions over HTTP
// (exercises.bench.ts, scale.bench.ts).
export interface WireMessage {
  Id: string;
  Text: string;
  IsStudent: boolean;
  InputType: string;
}

export interface TurnReply {
  messages: WireMessage[];
  updatedHistory: Record<string, unknown>;
}

/** The server shed the request (503 with Retry-After), as production does while its event loop lags. */
export class ServerBusy extends Error {
  readonly retryAfterMs: number;
  constructor(message: string, retryAfterMs: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** POSTs `body` as JSON and returns the reply; any answer but 2xx throws with its body. */
export async function post(url: string, body: unknown): Promise<TurnReply> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status === 503 && response.headers.has('retry-after')) {
    throw new ServerBusy(`${url} answered 503: ${await response.text()}`, Number(response.headers.get('retry-after')) * 1000);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TurnReply;
}

/**
 * Runs `step` again after each 503 the server sheds, waiting its Retry-After as a browser's user
 * would, until `limitMs` has passed: for a warm-up only, where a slow machine's first requests
 * (modules and word lists loaded on first use) make the event loop lag. Counts the sheds in `shed`.
 */
export async function onceServed<T>(step: () => Promise<T>, shed: { count: number }, limitMs = 120_000): Promise<T> {
  const deadline = performance.now() + limitMs;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof ServerBusy) || performance.now() + error.retryAfterMs > deadline) throw error;
      shed.count += 1;
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs));
    }
  }
}
