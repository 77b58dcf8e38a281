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

/** POSTs `body` as JSON and returns the reply; any answer but 2xx throws with its body. */
export async function post(url: string, body: unknown): Promise<TurnReply> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TurnReply;
}
