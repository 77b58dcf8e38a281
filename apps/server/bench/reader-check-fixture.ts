// A reader check on a running server for the benches (reader-check.bench.ts, first-load.bench.ts):
// a writer registered through the API, and a check of a 180-word text with two questions.
import { registrationBody } from '../src/auth/testing.ts';

/** The check's text: 180 words, as a short popular-science paragraph might be. */
export const CHECK_TEXT = Array.from(
  { length: 10 },
  () => 'Researchers measured epigenetic methylation in the roots of wheat during a dry summer, and farmers read the results.',
).join(' ');

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A writer's bearer token: registered (from `origin`, the site's own address), then a token for the session cookie. */
export async function writerToken(base: string, origin = 'http://127.0.0.1'): Promise<string> {
  const registered = await fetch(`${base}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(registrationBody()),
  });
  await json(registered);
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const token = await json(await fetch(`${base}/api/auth/token`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' } }));
  return String(token.access_token);
}

export interface BenchCheck {
  id: string;
  /** The reader's link token (/read/{token}). */
  token: string;
  digest: string;
  words: number;
}

export async function createCheck(base: string, bearer: string, targetReaders = 200): Promise<BenchCheck> {
  const created = await json(
    await fetch(`${base}/api/reader-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({
        title: 'Load',
        text: CHECK_TEXT,
        questions: [
          { kind: 'choice', prompt: 'What was measured?', options: ['Rain', 'Methylation'], correctOption: 1 },
          { kind: 'short', prompt: 'Where?', acceptedAnswers: ['roots'] },
        ],
        clarityRating: true,
        targetReaders,
      }),
    }),
  );
  const token = String(created.url).split('/read/')[1] ?? '';
  const view = await json(await fetch(`${base}/api/read/${token}`));
  return { id: String(created.id), token, digest: String(view.textDigest), words: (view.words as unknown[]).length };
}

export { json };
