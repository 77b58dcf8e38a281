// The administrator's command line (docs/research.md "The command line"): granting, revoking
// and listing researchers on the test database, the messages and exit codes, and the real
// `npm run admin` on a PGlite folder, including its refusal while another process holds it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registerTestUser, withTwoFactor } from '../auth/testing.ts';
import { repoRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockFileOf } from '../db/pglite-lock.ts';
import { getTestApp } from '../test/test-app.ts';
import { EXIT, runAdmin } from './admin-cli.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

async function admin(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, {
    config: { DATABASE_URL: undefined, PGLITE_DIR: 'memory://' },
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    open: async () => app.database,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const access = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/research/access', headers: { cookie } })).json();

describe('npm run admin (in process)', () => {
  it('grants, lists and revokes the researcher role; the API follows at once', async () => {
    // Signed in with a second factor, as research data needs (docs/research.md "Two-factor sign-in").
    const user = await withTwoFactor(app, await registerTestUser(app));
    expect(await access(user.cookie)).toEqual({ researcher: false });

    expect(await admin('grant-researcher', `  ${user.email.toUpperCase()} `)).toEqual({ code: EXIT.ok, out: `${user.email} is now a researcher.`, err: '' });
    expect(await access(user.cookie)).toEqual({ researcher: true });
    expect(await admin('grant-researcher', user.email)).toMatchObject({ code: EXIT.ok, out: `${user.email} is already a researcher; nothing changed.` });

    const listed = await admin('list');
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.out).toMatch(new RegExp(`^${user.email.replace(/[.]/g, '\\.')}\\t.*\\tresearcher since \\d{4}-\\d{2}-\\d{2}$`, 'm'));

    expect(await admin('revoke-researcher', user.email)).toMatchObject({ code: EXIT.ok, out: `${user.email} is no longer a researcher.` });
    expect(await access(user.cookie)).toEqual({ researcher: false });
    expect((await admin('list')).out).not.toContain(user.email);
    expect(await admin('revoke-researcher', user.email)).toMatchObject({ code: EXIT.ok, out: `${user.email} was not a researcher; nothing changed.` });
  });

  it('grants and revokes the admin role; the admin view follows at once', async () => {
    const user = await withTwoFactor(app, await registerTestUser(app));
    const adminAccess = async () => (await app.inject({ method: 'GET', url: '/api/admin/access', headers: { cookie: user.cookie } })).json();
    expect(await adminAccess()).toEqual({ admin: false });
    expect(await admin('grant-admin', user.email)).toEqual({ code: EXIT.ok, out: `${user.email} is now an admin.`, err: '' });
    expect(await adminAccess()).toEqual({ admin: true });
    expect((await admin('grant-admin', user.email)).out).toBe(`${user.email} is already an admin; nothing changed.`);
    expect(await admin('revoke-admin', user.email)).toEqual({ code: EXIT.ok, out: `${user.email} is no longer an admin.`, err: '' });
    expect(await adminAccess()).toEqual({ admin: false });
    expect((await admin('revoke-admin', 'nobody-here@example.org')).code).toBe(EXIT.failed);
  });

  it('list names each account once with every role it holds', async () => {
    const both = await registerTestUser(app);
    const adminOnly = await registerTestUser(app);
    await admin('grant-researcher', both.email);
    await admin('grant-admin', both.email);
    await admin('grant-admin', adminOnly.email);
    const lines = (await admin('list')).out.split('\n');
    const lineOf = (email: string) => lines.filter((line) => line.startsWith(`${email}\t`));
    expect(lineOf(both.email)).toHaveLength(1);
    expect(lineOf(both.email)[0]).toMatch(/\tadmin since \d{4}-\d{2}-\d{2}, researcher since \d{4}-\d{2}-\d{2}$/);
    expect(lineOf(adminOnly.email)).toEqual([expect.stringMatching(/\tadmin since \d{4}-\d{2}-\d{2}$/)]);
    await admin('revoke-admin', both.email);
    await admin('revoke-researcher', both.email);
    await admin('revoke-admin', adminOnly.email);
  });

  it('an unknown e-mail is a clear failure (exit 1) and changes nothing', async () => {
    const result = await admin('grant-researcher', 'nobody-here@example.org');
    expect(result.code).toBe(EXIT.failed);
    expect(result.err).toContain('No account has the e-mail nobody-here@example.org');
    expect((await admin('revoke-researcher', 'nobody-here@example.org')).code).toBe(EXIT.failed);
  });

  it('usage errors exit 2 with the usage text; help exits 0', async () => {
    for (const args of [[], ['promote', 'a@example.org'], ['grant-researcher'], ['grant-researcher', 'not-an-email'], ['revoke-researcher', 'a@example.org', 'b@example.org'], ['list', 'extra']]) {
      const result = await admin(...args);
      expect(result.code, args.join(' ')).toBe(EXIT.usage);
      expect(result.err, args.join(' ')).not.toBe('');
    }
    const help = await admin('help');
    expect(help).toMatchObject({ code: EXIT.ok, err: '' });
    expect(help.out).toContain('grant-researcher <e-mail>');
  });
});

const run = promisify(execFile);

async function npmAdmin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'admin', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin (the real command on a PGlite folder)', () => {
  let folder: string;
  let pgliteDir: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'scicomm-admin-'));
    pgliteDir = path.join(folder, 'pglite');
    // A database with one account, as a server would have left it.
    const database = await openDatabase({ pgliteDir });
    const { user } = await import('../db/schema.ts');
    await database.db.insert(user).values({ id: 'u-1', name: 'Rachel Carson', email: 'rachel@example.org' });
    await database.close();
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // Each case starts npm, Node and PGlite (up to half a minute on a busy 2-core machine): one
  // process per test, with room for a loaded machine; the in-process tests above cover listing
  // and revoking.
  const SPAWN_TIMEOUT = 180_000;

  it('grants the role on the folder', { timeout: SPAWN_TIMEOUT }, async () => {
    const granted = await npmAdmin({ PGLITE_DIR: pgliteDir }, 'grant-researcher', 'rachel@example.org');
    expect(granted).toMatchObject({ code: 0, stdout: 'rachel@example.org is now a researcher.\n' });
  });

  it('refuses politely while another process holds the folder', { timeout: SPAWN_TIMEOUT }, async () => {
    // This test's own process holds the lock, as a running server would.
    writeFileSync(lockFileOf(pgliteDir), `${process.pid}\n`);
    try {
      const locked = await npmAdmin({ PGLITE_DIR: pgliteDir }, 'list');
      expect(locked.code).toBe(EXIT.database);
      expect(locked.stderr).toContain('The database is in use');
      expect(locked.stderr).toContain(`PID ${process.pid}`);
    } finally {
      rmSync(lockFileOf(pgliteDir), { force: true });
    }
  });

  it('says so when there is no database at the folder', { timeout: SPAWN_TIMEOUT }, async () => {
    const missing = await npmAdmin({ PGLITE_DIR: path.join(folder, 'nothing-here') }, 'list');
    expect(missing.code).toBe(EXIT.database);
    expect(missing.stderr).toContain('There is no database at');
  });
});
