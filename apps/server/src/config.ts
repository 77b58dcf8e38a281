// The server's configuration: read from the environment once, validated with a schema.
// process.env is read here and nowhere else (README.md "Configuration").
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { coachConfigFromEnv, coachEnvSchema, type CoachConfig } from '@scicomm/coach/coaches/coach-env';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * TRUST_PROXY: unset, empty or `false`: no proxy (the connection's address is the client);
 * a number: that many reverse proxies in front, the client is the address they forwarded;
 * a comma-separated list of addresses or CIDR ranges: the proxies to believe X-Forwarded-For from.
 */
const trustProxySchema = optionalString.transform((value, context): false | number | string[] => {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !validPrefix || rest.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not an address or CIDR range: use false, a hop count or a list like 10.0.0.0/8,::1`,
      });
      return z.NEVER;
    }
  }
  return entries;
});

/**
 * CORS_ORIGINS: unset or empty, no cross-origin calls (the default); otherwise a comma-separated
 * list of origins (`https://example.org,http://127.0.0.1:5177`) whose pages may call the API
 * from the browser: a copy of the original's client served elsewhere (docs/server.md "Other
 * origins"). Each entry is an origin alone, scheme and host and port, no path; no wildcard.
 */
const corsOriginsSchema = optionalString.transform((value, context): string[] => {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim()).filter((item) => item !== '')) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const originAlone = url !== null && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!originAlone || !['http:', 'https:'].includes(url.protocol)) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin: use scheme, host and port only, like https://example.org or http://127.0.0.1:5177`,
      });
      return z.NEVER;
    }
    // As browsers send it in Origin: lower case, no default port.
    origins.push(url.origin);
  }
  return origins;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: 127.0.0.1 outside production, so `npm start` is not reachable from the network by
  // default; the container image sets HOST=0.0.0.0.
  HOST: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  // Where the attempt limits and the API rate limit live when set (docs/deployment.md
  // "Shared limits"); otherwise in the database. REDIS_PREFIX begins every key the site writes.
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_PREFIX: z.string().min(1).max(64).default('scicomm:'),
  PGLITE_DIR: z.string().default(path.join(repoRoot, 'data', 'pglite')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  SCICOMM_DATA_DIR: z.string().default(path.resolve(repoRoot, '..', 'shared', 'data')),
  DICTIONARY_DIR: z.string().default(path.join(repoRoot, '.cache', 'dictionaries')),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().positive().default(15 * 1024 * 1024),
  // The De-Jargonizer's grading pool (docs/de-jargonizer.md "Worker pool"): worker threads, one
  // per core by default, and how many uploads may wait for one before the next gets 503 BUSY.
  UPLOAD_WORKERS: z.coerce.number().int().min(1).max(64).default(Math.max(1, availableParallelism())),
  UPLOAD_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Load shedding (docs/deployment.md "Under load"): above either threshold a request gets 503
  // BUSY with Retry-After, the health checks excepted; 0 turns a check off. Unset: an event-loop
  // delay of 100 ms, no utilisation check; both off under NODE_ENV=test (plugins/app/load-shedding.ts).
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).optional(),
  PRESSURE_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  // Pages of other origins that may call the API from the browser (CORS); none by default.
  CORS_ORIGINS: corsOriginsSchema,
  // Behind a reverse proxy: whom to believe X-Forwarded-For from, so per-client limits key on
  // the real client rather than on the proxy (off by default: a client could forge it).
  TRUST_PROXY: trustProxySchema,
  // Prometheus metrics: GET /metrics with `Authorization: Bearer METRICS_TOKEN`, and/or a
  // separate port for them alone (all workers' metrics together under WEB_CONCURRENCY > 1).
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  // Server processes (node:cluster) sharing the port; more than one needs PostgreSQL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Accounts (docs/accounts.md). Password-reset mail goes over SMTP when SMTP_HOST is set, else
  // into MAIL_OUTBOX_DIR (default data/outbox; memory:// keeps it in memory, the default in tests).
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_FROM: z.string().trim().min(3).default('SciComm Studio <no-reply@localhost>'),
  MAIL_OUTBOX_DIR: optionalString,
  // Sign-in failures, registrations and reset requests per client per 15 minutes (default 30).
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().optional(),
  // The hidden research exercises live at /{RESEARCH_UUID}-halflife-full|slim; unset: none.
  RESEARCH_UUID: optionalString.pipe(z.uuidv4('must be a random UUID (version 4), e.g. from crypto.randomUUID()').optional()),
});

export type Config = Omit<z.infer<typeof envSchema>, 'HOST'> & {
  HOST: string;
  /** Where the auth secret came from: production refuses to start without one. */
  authSecret: string;
  version: string;
  /** The writing coach: LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_BUDGET_MS, LLM_FINDINGS (built-in when unset). */
  coach: CoachConfig;
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads a .env file at the repository root into the environment, if there is one. */
export function loadEnvFile(file = path.join(repoRoot, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: Record<string, string | undefined> = process.env, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(env);
  const coachEnv = coachEnvSchema.safeParse(env);
  if (!parsed.success || !coachEnv.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(coachEnv.error?.issues ?? [])];
    throw new ConfigError(issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.AUTH_SECRET) {
    throw new ConfigError(['AUTH_SECRET: required in production (at least 32 characters)']);
  }
  if (values.NODE_ENV === 'production' && !values.PUBLIC_URL) {
    // Links in e-mails must never be built from a request's Host header (reset-link poisoning).
    throw new ConfigError(['PUBLIC_URL: required in production (the address in password-reset links)']);
  }
  if (values.WEB_CONCURRENCY > 1 && !values.DATABASE_URL) {
    throw new ConfigError([
      `WEB_CONCURRENCY: ${values.WEB_CONCURRENCY} processes need PostgreSQL (DATABASE_URL); the embedded PGlite database (${values.PGLITE_DIR}) can be opened by one process only`,
    ]);
  }
  // Outside production a per-process secret is fine: sessions simply end on restart.
  const authSecret = values.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const HOST = values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  return { ...values, HOST, authSecret, version, coach: coachConfigFromEnv(env) };
}
