// `npm run admin -- <command>`: the administrator's command line (docs/research.md "The
// command line"). The researcher role is granted and revoked here and nowhere else: no web
// page or API route can change it. It works on the database the server is configured with:
// PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite folder (PGLITE_DIR), which
// only one process can open, so while a server runs on it the command refuses and says why.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DatabaseLockedError } from '../db/pglite-lock.ts';
import { grantResearcher, revokeResearcher, type RoleChange } from '../research/index.ts';
import { listRoleGrants } from '../db/roles.ts';
import { grantAdmin, revokeAdmin, type AdminRoleChange } from '../coach-reports/index.ts';

export const EXIT = {
  ok: 0,
  /** The command could not be done as asked: no account has that e-mail. */
  failed: 1,
  /** Unknown command or missing argument. */
  usage: 2,
  /** The database could not be opened (in use by a server, missing, unreachable). */
  database: 3,
} as const;

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  grant-researcher <e-mail>    give the account the researcher role (the Research page and its export)
  revoke-researcher <e-mail>   take the role away again; it stops working at once
  list                         every account with a role: e-mail, name, and each role with the date it was granted
  grant-admin <e-mail>         give the account the admin role (the coach reports page)
  revoke-admin <e-mail>        take the admin role away again; it stops working at once
  help                         this text

The account must exist (registered on the site). Works on DATABASE_URL (PostgreSQL) when set,
otherwise on the embedded database in PGLITE_DIR (default data/pglite) while no server runs on it.`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

export interface AdminOptions {
  config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR'>;
  io: AdminIo;
  /** Opens the database (tests pass one that is already open; it is then not closed). */
  open?: () => Promise<DatabaseHandle>;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function describe(change: RoleChange): { line: string; code: number } {
  switch (change.outcome) {
    case 'granted':
      return { line: `${change.email} is now a researcher.`, code: EXIT.ok };
    case 'already-granted':
      return { line: `${change.email} is already a researcher; nothing changed.`, code: EXIT.ok };
    case 'revoked':
      return { line: `${change.email} is no longer a researcher.`, code: EXIT.ok };
    case 'not-granted':
      return { line: `${change.email} was not a researcher; nothing changed.`, code: EXIT.ok };
    case 'unknown-email':
      return {
        line: `No account has the e-mail ${change.email}. The person must first register on the site; check the spelling with "npm run admin -- list" for the accounts that hold a role.`,
        code: EXIT.failed,
      };
  }
}

const adminRoleLines: Record<AdminRoleChange, (email: string) => string> = {
  granted: (email) => `${email} is now an admin.`,
  'already-granted': (email) => `${email} is already an admin; nothing changed.`,
  revoked: (email) => `${email} is no longer an admin.`,
  'not-granted': (email) => `${email} was not an admin; nothing changed.`,
  'unknown-email': (email) => `No account has the e-mail ${email}. The person must first register on the site.`,
};

/** Why the database cannot be opened, before trying: a PGlite folder that does not exist yet. */
function missingDatabase(config: AdminOptions['config']): string | null {
  if (config.DATABASE_URL || config.PGLITE_DIR.startsWith('memory://')) return null;
  const folder = config.PGLITE_DIR;
  if (existsSync(folder) && readdirSync(folder).length > 0) return null;
  const relative = path.relative(process.cwd(), path.resolve(folder));
  const shown = relative && !relative.startsWith('..') ? relative : path.resolve(folder);
  return `There is no database at ${shown} yet. Start the server once (npm start) so that it creates it, or set PGLITE_DIR or DATABASE_URL to the database the server uses.`;
}

function openFailure(error: unknown): string {
  if (error instanceof DatabaseLockedError)
    return `The database is in use: ${error.message} Stop the server for a moment and run the command again (or use PostgreSQL, where the command can run beside the server).`;
  const message = error instanceof Error ? error.message : String(error);
  return `The database could not be opened: ${message}`;
}

/** Runs one command; returns the process's exit code. */
export async function runAdmin(args: readonly string[], options: AdminOptions): Promise<number> {
  const { io } = options;
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    (command === undefined ? io.err : io.out)(USAGE);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  const needsEmail = ['grant-researcher', 'revoke-researcher', 'grant-admin', 'revoke-admin'].includes(command);
  if (!needsEmail && command !== 'list') {
    io.err(`Unknown command "${command}".\n\n${USAGE}`);
    return EXIT.usage;
  }
  const email = rest[0]?.trim() ?? '';
  if (needsEmail && (rest.length !== 1 || !EMAIL.test(email))) {
    io.err(`"${command}" needs exactly one e-mail address, for example: npm run admin -- ${command} someone@example.org`);
    return EXIT.usage;
  }
  if (command === 'list' && rest.length > 0) {
    io.err(`"list" takes no arguments.\n\n${USAGE}`);
    return EXIT.usage;
  }

  let database: DatabaseHandle;
  const ownsDatabase = !options.open;
  if (ownsDatabase) {
    const missing = missingDatabase(options.config);
    if (missing) {
      io.err(missing);
      return EXIT.database;
    }
  }
  try {
    database = await (options.open ?? (() => openDatabase({ databaseUrl: options.config.DATABASE_URL, pgliteDir: options.config.PGLITE_DIR })))();
  } catch (error) {
    io.err(openFailure(error));
    return EXIT.database;
  }
  try {
    if (command === 'list') {
      const grants = await listRoleGrants(database.db);
      if (grants.length === 0)
        io.out('No account holds a role. Grant one with: npm run admin -- grant-researcher <e-mail> (or grant-admin <e-mail>)');
      // One line per account: its roles side by side, each with the day it was granted.
      const accounts = new Map<string, { name: string; roles: string[] }>();
      for (const { email: address, name, role, grantedAt } of grants) {
        const account = accounts.get(address) ?? { name, roles: [] };
        account.roles.push(`${role} since ${grantedAt.toISOString().slice(0, 10)}`);
        accounts.set(address, account);
      }
      for (const [address, { name, roles }] of accounts) io.out(`${address}\t${name}\t${roles.join(', ')}`);
      return EXIT.ok;
    }
    if (command === 'grant-admin' || command === 'revoke-admin') {
      const outcome = command === 'grant-admin' ? await grantAdmin(database.db, email) : await revokeAdmin(database.db, email);
      const line = adminRoleLines[outcome](email);
      (outcome === 'unknown-email' ? io.err : io.out)(line);
      return outcome === 'unknown-email' ? EXIT.failed : EXIT.ok;
    }
    const change = command === 'grant-researcher' ? await grantResearcher(database.db, email) : await revokeResearcher(database.db, email);
    const { line, code } = describe(change);
    (code === EXIT.ok ? io.out : io.err)(line);
    return code;
  } finally {
    if (ownsDatabase) await database.close();
  }
}
