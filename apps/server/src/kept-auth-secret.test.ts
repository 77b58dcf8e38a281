// The secret of a development install without AUTH_SECRET, kept beside the embedded database:
// the same after a restart, readable by its owner only, said once at start at any log level; and
// a two-factor account still signs in after the real server restarted.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config.ts';
import { authSecretNotice, keptAuthSecretFile, withKeptAuthSecret } from './kept-auth-secret.ts';
import { freePort } from './test/free-port.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';
import { until } from './test/until.ts';
import { freshTotpCode } from './auth/testing.ts';

// Server processes start slowly on a loaded machine (PGlite, migrations): a generous limit,
// never a timing assertion.
const PROCESS_TEST_TIMEOUT = 240_000;

const folders: string[] = [];
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'scicomm-secret-'));
  folders.push(folder);
  return folder;
}

describe('the kept auth secret', () => {
  it('is made once beside the PGlite folder, mode 0600, and read again at the next start', () => {
    const pgliteDir = path.join(tempFolder(), 'pglite');
    const first = withKeptAuthSecret(loadConfig({ PGLITE_DIR: pgliteDir }));
    const file = path.join(path.dirname(pgliteDir), 'auth-secret');
    expect(first.authSecretSource).toEqual({ kind: 'kept', file, made: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = withKeptAuthSecret(loadConfig({ PGLITE_DIR: pgliteDir }));
    expect(second.authSecretSource).toEqual({ kind: 'kept', file, made: false });
    expect(second.authSecret).toBe(first.authSecret);
    expect(first.authSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(authSecretNotice(second.authSecretSource)).toContain(file);
  });

  it('is never made in production (AUTH_SECRET required), under test, for an in-memory database, or when AUTH_SECRET is set', () => {
    const pgliteDir = path.join(tempFolder(), 'pglite');
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.org', PGLITE_DIR: pgliteDir })).toThrow(/AUTH_SECRET: required/);
    expect(keptAuthSecretFile(loadConfig({ NODE_ENV: 'test', PGLITE_DIR: pgliteDir }))).toBeNull();
    expect(keptAuthSecretFile(loadConfig({ PGLITE_DIR: 'memory://' }))).toBeNull();
    const set = withKeptAuthSecret(loadConfig({ AUTH_SECRET: 'y'.repeat(32), PGLITE_DIR: pgliteDir }));
    expect(set.authSecret).toBe('y'.repeat(32));
    expect(set.authSecretSource).toEqual({ kind: 'environment' });
    expect(authSecretNotice(set.authSecretSource)).toBeNull();
  });

  it('goes in data/ with PostgreSQL in development, which git ignores', () => {
    const file = keptAuthSecretFile(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }));
    expect(file).toBe(path.join(repoRoot, 'data', 'auth-secret'));
  });

  it('refuses to start on a kept file too short to be a secret, saying what to do', () => {
    const pgliteDir = path.join(tempFolder(), 'pglite');
    writeFileSync(path.join(path.dirname(pgliteDir), 'auth-secret'), 'short\n');
    expect(() => withKeptAuthSecret(loadConfig({ PGLITE_DIR: pgliteDir }))).toThrow(/shorter than 32 characters; set AUTH_SECRET, or delete the file/);
  });
});

/** A browser's cookie jar for fetch: the cookies each reply set, sent back with every request. */
function browser(port: number) {
  const jar = new Map<string, string>();
  const origin = `http://127.0.0.1:${port}`;
  return async (url: string, body: unknown) => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      jar.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('a restart in development without AUTH_SECRET', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('keeps two-factor sign-in working, and says where the secret is at LOG_LEVEL=warn', async () => {
    const pgliteDir = path.join(tempFolder(), 'pglite');
    const env = { NODE_ENV: 'development', PGLITE_DIR: pgliteDir, AUTH_SECRET: '' };
    const first = startServerProcess(env);
    started.push(first);
    const firstPort = await first.port;
    const post = browser(firstPort);
    const email = 'restart@example.org';
    const password = 'a long enough password';
    const registered = await post('/api/account/register', {
      name: 'Ada', email, password, gender: 'Female', age: '25-34', academicBackground: 'Doctorate', fieldOfStudy: ['Education'],
      country: ['Israel'], firstLanguage: ['English'], goals: '', acceptTermsPrivacyPolicy: true, rejectSaveData: false,
    });
    expect(registered.status).toBe(201);
    const { totpURI } = (await (await post('/api/auth/two-factor/enable', { password })).json()) as { totpURI: string };
    expect((await post('/api/auth/two-factor/verify-totp', { code: await freshTotpCode(totpURI) })).status).toBe(200);
    expect(await first.stop()).toBe(0);

    const port = await freePort();
    const second = startServerProcess({ ...env, PORT: String(port), LOG_LEVEL: 'warn' });
    started.push(second);
    await until(() => second.output().includes('AUTH_SECRET is not set: using the secret kept in'));
    expect(second.output().match(/AUTH_SECRET is not set/g)).toHaveLength(1);
    // The address is said at warn too.
    await until(() => second.output().includes(`SciComm Studio on http://localhost:${port}`));
    const again = browser(port);
    expect(await (await again('/api/auth/sign-in/email', { email, password })).json()).toMatchObject({ twoFactorRedirect: true });
    expect((await again('/api/auth/two-factor/verify-totp', { code: await freshTotpCode(totpURI) })).status).toBe(200);
    expect(await second.stop()).toBe(0);
  });
});
