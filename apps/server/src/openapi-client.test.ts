// A TypeScript client generated from the API document fits the API: openapi-typescript turns the
// live document into types (in .cache/openapi-client/, ignored by git), and tsc checks a small
// file of real calls through openapi-fetch against them: analyse a text, sign in, get the session,
// take an access token, read the profile with it, start an exercise. Calls that the API does not
// take must not compile either (@ts-expect-error), so that types fallen back to `any` fail too.
// docs/server.md "The API document" says how to generate the client by hand.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import openapiTS, { astToString } from 'openapi-typescript';
import { repoRoot } from './config.ts';
import { getTestApp } from './test/test-app.ts';

const folder = path.join(repoRoot, '.cache', 'openapi-client');

/** The calls a client of the API makes, typed by the generated `paths`. */
const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });

export async function analyseText(): Promise<number> {
  const { data, error } = await api.POST('/api/de-jargonizer/analyses', {
    body: { text: 'A gene was repaired.', keyTerms: ['gene'] },
  });
  if (error) throw new Error(error.error.code + ': ' + error.error.message);
  const period: string = data.period;
  return data.score + period.length;
}

export async function signIn(email: string, password: string): Promise<boolean> {
  const { data } = await api.POST('/api/auth/sign-in/email', { body: { email, password, rememberMe: true } });
  return data !== undefined && 'twoFactorRedirect' in data;
}

export async function whoIsSignedIn(): Promise<string | null> {
  const { data } = await api.GET('/api/auth/get-session');
  return data?.user.email ?? null;
}

export async function readProfile(): Promise<string | null | undefined> {
  const token = await api.POST('/api/auth/token');
  if (!token.data) return undefined;
  const bearer: 'Bearer' = token.data.token_type;
  const { data } = await api.GET('/api/account/profile', {
    headers: { authorization: bearer + ' ' + token.data.access_token },
  });
  return data?.profile.goals;
}

export async function startHalfLife(): Promise<number> {
  const { data } = await api.POST('/api/HalfLife', { body: { currentStage: 0, Messages: [], language: 'en' } });
  return data?.messages.length ?? 0;
}

export async function refusedCalls(): Promise<void> {
  // @ts-expect-error the text is a string
  await api.POST('/api/de-jargonizer/analyses', { body: { text: 42 } });
  // @ts-expect-error no such path
  await api.GET('/api/no-such-path');
  // @ts-expect-error the exercise answers in one of the site's languages only
  await api.POST('/api/HalfLife', { body: { language: 'fr' } });
}
`;

const TSCONFIG = {
  extends: path.join(repoRoot, 'tsconfig.base.json'),
  compilerOptions: { lib: ['ES2024', 'DOM'], types: [] },
  files: ['calls.ts'],
};

it('a client generated from the document compiles against real calls, and refuses wrong ones', async () => {
  const app = await getTestApp();
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
  const types = astToString(await openapiTS(document, { silent: true }));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'api.ts'), types);
  writeFileSync(path.join(folder, 'calls.ts'), CALLS);
  writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  const result = await promisify(execFile)(tsc, ['-p', path.join(folder, 'tsconfig.json')], {
    cwd: folder,
  }).then(
    () => '',
    (error: { stdout?: string; message: string }) => error.stdout || error.message,
  );
  expect(result).toBe('');
});
