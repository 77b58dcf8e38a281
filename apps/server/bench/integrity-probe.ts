// `npm run probe:integrity`: replays the attacks of the integrity review (docs/deployment.md
// "The integrity probe") against the real server, started as production starts it in a child
// process: on a PGlite folder of its own, or on a fresh PostgreSQL database beside DATABASE_URL
// (dropped at the end). Each area sends its attack many times, beside good requests where the
// finding was about other users' data, and then reads the database itself to count what was
// acknowledged but not stored. Prints a table per area and exits 1 on any 5xx, lost write or
// outcome other than the one expected (a forged history taken, a bad character accepted).
//
// PROBE_PORT: the port of the server (the shutdown area uses the next one); default: free ones.
// `--area <name>` (repeatable): only the areas kept in modules of their own whose name contains
// it (integrity-probe-areas.ts, e.g. `--area courses`), after the accounts they are given; the
// numbered areas and the shutdown drain are skipped.
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { totpCode } from '../src/auth/testing.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { dejargonizerUserInteractions, halflifeUserInteractions, studyParticipants } from '../src/db/schema.ts';
import { grantResearcher } from '../src/research/researcher-admin.ts';
import { readExport } from '../src/research/testing.ts';
import { multipartBody, type FormPart } from '../src/text-analysis/test-support.ts';
import { createTestDatabase, dropTestDatabase } from '../src/test/postgres-database.ts';
import { freePort } from '../src/test/free-port.ts';
import { startRealServer, type RealServer } from './real-server.ts';
import { probeAreas } from './integrity-probe-areas.ts';
import type { Expected, ProbeKit } from './integrity-probe-kit.ts';

// ---------------------------------------------------------------------------------------------
// Tallies

interface Tally {
  attempts: number;
  ok: number;
  refused: number;
  serverErrors: number;
  lost: number;
  wrong: number;
  notes: string[];
  failures: string[];
}

const chosenAreas = parseArgs({ options: { area: { type: 'string', multiple: true } } }).values.area ?? [];
const moduleAreas = chosenAreas.length === 0 ? probeAreas : probeAreas.filter(({ area }) => chosenAreas.some((name) => area.includes(name)));
if (chosenAreas.length > 0 && moduleAreas.length === 0) throw new Error(`no area matches ${chosenAreas.join(', ')}: ${probeAreas.map(({ area }) => area).join(', ')}`);

const ALL_AREAS = [
  '1 poisoned analyses',
  '2 quadratic texts',
  '3 forged histories',
  '4 refused answers',
  '5 bad characters',
  '6 enrolment',
  '7 docx, names, logs',
  '8 SIGTERM drain',
  // The areas kept in modules of their own (integrity-probe-areas.ts).
  ...probeAreas.map(({ area }) => area),
] as const;
type Area = (typeof ALL_AREAS)[number];
/** The areas this run prints: all, or the ones chosen with --area. */
const AREAS: readonly Area[] = chosenAreas.length === 0 ? ALL_AREAS : moduleAreas.map(({ area }) => area);
const tallies = new Map<Area, Tally>(ALL_AREAS.map((area) => [area, { attempts: 0, ok: 0, refused: 0, serverErrors: 0, lost: 0, wrong: 0, notes: [], failures: [] }]));
const tally = (area: Area) => tallies.get(area)!;

/** Counts a reply; `expected` says which statuses are right ('2xx', '4xx', either, or 'answered': a 503 too). */
function count(area: Area, what: string, status: number, expected: Expected, detail = ''): void {
  const entry = tally(area);
  entry.attempts++;
  if ((status >= 500 && !(status === 503 && expected === 'answered')) || status === 0) {
    entry.serverErrors++;
    if (entry.failures.length < 8) entry.failures.push(`${what}: ${status} ${detail.slice(0, 200)}`);
    return;
  }
  if (status < 400) entry.ok++;
  else entry.refused++;
  const right = expected === 'any' || expected === 'answered' || (expected === '2xx' ? status < 400 : status >= 400);
  if (!right) wrong(area, `${what}: ${status} (expected ${expected}) ${detail.slice(0, 200)}`);
}

function wrong(area: Area, why: string): void {
  const entry = tally(area);
  entry.wrong++;
  if (entry.failures.length < 8) entry.failures.push(why);
}

function lost(area: Area, rows: number, why: string): void {
  if (rows <= 0) return;
  const entry = tally(area);
  entry.lost += rows;
  entry.failures.push(why);
}

// ---------------------------------------------------------------------------------------------
// HTTP

interface Reply {
  status: number;
  text: string;
  headers: Headers;
  ms: number;
}

let base = '';

async function call(method: string, url: string, options: { json?: unknown; body?: Buffer | string; headers?: Record<string, string>; cookie?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { origin: base, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers };
  let body: Buffer | string | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const started = performance.now();
  try {
    const payload = typeof body === 'string' || body === undefined ? body : new Uint8Array(body);
    const response = await fetch(`${base}${url}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
    // Decoded by hand: Response.text() drops a byte-order mark, which the export's check reads.
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    return { status: response.status, text, headers: response.headers, ms: performance.now() - started };
  } catch (error) {
    // A connection reset or refused: as bad as a 5xx for the client.
    return { status: 0, text: String(error), headers: new Headers(), ms: performance.now() - started };
  }
}

const multipart = (url: string, parts: FormPart[], cookie?: string) => {
  const form = multipartBody(parts);
  return call('POST', url, { body: form.payload, headers: form.headers, ...(cookie ? { cookie } : {}) });
};

function jsonOf<T>(reply: Reply): T {
  return JSON.parse(reply.text) as T;
}

/** The Cookie header that sends back what a reply set, over `previous`. */
function cookiesAfter(reply: Reply, previous = ''): string {
  const jar = new Map(previous.split(';').map((part) => part.trim()).filter(Boolean).map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const));
  for (const line of reply.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

// ---------------------------------------------------------------------------------------------
// Accounts and exercise sessions

interface User {
  email: string;
  password: string;
  cookie: string;
  totpURI?: string;
}

async function register(label: string): Promise<User> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'a long enough password';
  const reply = await call('POST', '/api/account/register', {
    json: {
      name: `Probe ${label}`,
      email,
      password,
      gender: 'Female',
      age: '25-34',
      academicBackground: 'Doctorate',
      fieldOfStudy: ['STEM research'],
      country: ['Israel'],
      firstLanguage: ['English'],
      goals: 'Explain my research.',
      acceptTermsPrivacyPolicy: true,
      rejectSaveData: false,
    },
  });
  if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${reply.text}`);
  return { email, password, cookie: cookiesAfter(reply) };
}

/** Two-factor sign-in turned on, and a session that passed it (what research routes need). */
async function withTwoFactor(user: User): Promise<User> {
  const enable = await call('POST', '/api/auth/two-factor/enable', { cookie: user.cookie, json: { password: user.password } });
  if (enable.status !== 200) throw new Error(`two-factor enable failed: ${enable.status} ${enable.text}`);
  const { totpURI } = jsonOf<{ totpURI: string }>(enable);
  const confirm = await call('POST', '/api/auth/two-factor/verify-totp', { cookie: user.cookie, json: { code: await totpCode(totpURI) } });
  if (confirm.status !== 200) throw new Error(`two-factor confirm failed: ${confirm.status} ${confirm.text}`);
  return { ...user, cookie: cookiesAfter(confirm, user.cookie), totpURI };
}

interface WireMessage {
  Id: string;
  Text: string;
  IsStudent: boolean;
  InputType: string;
}

/** Plays the web client of an exercise over HTTP: keeps the history and the conversation, posts both each turn. */
class Session {
  history: Record<string, unknown>;
  conversation: WireMessage[] = [];
  readonly url: string;
  constructor(url: string, history: Record<string, unknown> = {}) {
    this.url = url;
    this.history = history;
  }

  /** Posts a turn (null: the first call on load); the reply as it came. */
  async send(text: string | null): Promise<Reply> {
    if (text !== null) this.conversation.push({ Id: `student-${this.conversation.length}`, Text: text, IsStudent: true, InputType: 'text' });
    const reply = await call('POST', this.url, { json: { ...this.history, Messages: this.conversation } });
    if (reply.status === 200) {
      const body = jsonOf<{ messages: WireMessage[]; updatedHistory: Record<string, unknown> }>(reply);
      this.history = body.updatedHistory;
      this.conversation.push(...body.messages);
    }
    return reply;
  }

  async must(text: string | null): Promise<Reply> {
    const reply = await this.send(text);
    if (reply.status !== 200) throw new Error(`${this.url} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
    return reply;
  }

  get stage(): number {
    return Number(this.history['currentStage']);
  }

  get taskId(): string {
    return String(this.history['taskId'] ?? '');
  }

  get rowId(): string {
    return this.taskId.split('.')[0] ?? '';
  }
}

// ---------------------------------------------------------------------------------------------
// The database the server runs on

const adminUrl = process.env['DATABASE_URL'] || undefined;
const databaseKind = adminUrl ? 'PostgreSQL' : 'PGlite';
let databaseUrl: string | undefined;
let pgliteDir: string | undefined;

/** Opens the server's database while no server runs on it (PGlite) or beside it (PostgreSQL). */
async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: databaseUrl ?? '', pgliteDir: pgliteDir ?? 'memory://' });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const authSecret = randomBytes(32).toString('hex');
const researchUuid = randomUUID();
const basePort = process.env['PROBE_PORT'] ? Number(process.env['PROBE_PORT']) : undefined;

async function startServer(options: { processes?: number; ownGroup?: boolean; port?: number; env?: Record<string, string> } = {}): Promise<RealServer> {
  const port = options.port ?? basePort ?? (await freePort());
  // The readiness check would take another server on a given port for this one.
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use`);
  const server = await startRealServer({
    ...(databaseUrl ? { databaseUrl } : { pgliteDir: pgliteDir! }),
    processes: options.processes ?? 1,
    port,
    captureOutput: true,
    ownGroup: options.ownGroup ?? false,
    env: {
      // The same secret in every start: sessions, two-factor secrets and seals outlive a restart.
      AUTH_SECRET: authSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RESEARCH_UUID: researchUuid,
      LOG_LEVEL: 'info',
      // No load shedding: the areas send their bursts on purpose to look for lost or forged data,
      // and a 503 BUSY would hide what they look for. The load areas turn it on with the
      // production threshold (integrity-probe-connections.ts).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
  });
  base = server.base;
  liveServer = server;
  return server;
}

/** The server last started: its log is printed when the probe itself fails. */
let liveServer: RealServer | undefined;

async function portIsFree(port: number): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** What every server of the run wrote: the logs area reads it. */
let serverOutput = '';
async function stopServer(server: RealServer): Promise<void> {
  await server.stop();
  serverOutput += server.output();
}

// ---------------------------------------------------------------------------------------------
// 1. A poisoned analysis amid good ones: every acknowledged row stored

const TEXT = 'Scientists used a new tool to repair a gene in the mice of the lab.';
const POISON_ROUNDS = 4;

interface PoisonCounts {
  anonymous: number;
  saved: number;
  anonymousBefore: number;
}

async function poisonedAnalyses(saver: User, poisoner: User): Promise<PoisonCounts> {
  const area: Area = '1 poisoned analyses';
  const analyse = (payload: unknown, cookie?: string) => call('POST', '/api/de-jargonizer/analyses', { json: payload, ...(cookie ? { cookie } : {}) });
  const poisons: Array<() => Promise<Reply>> = [
    () => analyse({ text: TEXT, keyTerms: ['CRIS\u0000PR'] }, poisoner.cookie),
    () => analyse({ text: TEXT, keyTerms: ['gene\ud800'] }, poisoner.cookie),
    () => analyse({ text: `${TEXT}\u0000` }),
    () => analyse({ text: TEXT, keyTerms: ['gene\uffff'] }),
    () => call('POST', '/api/de-jargonizer/analyses', { body: Buffer.concat([Buffer.from('{"text":"gene '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]), headers: { 'content-type': 'application/json' }, cookie: poisoner.cookie }),
  ];
  const counts: PoisonCounts = { anonymous: 0, saved: 0, anonymousBefore: 0 };
  for (let round = 0; round < POISON_ROUNDS; round++) {
    const good = [
      ...Array.from({ length: 20 }, () => ({ kind: 'anonymous' as const, send: () => analyse({ text: TEXT }) })),
      ...Array.from({ length: 12 }, () => ({ kind: 'saved' as const, send: () => analyse({ text: TEXT, keyTerms: ['gene'] }, saver.cookie) })),
    ];
    // Poisons spread through the good requests, all in flight together.
    const all = [...good.slice(0, 10), ...poisons.map((send) => ({ kind: 'poison' as const, send })), ...good.slice(10)];
    const replies = await Promise.all(all.map(({ send }) => send()));
    replies.forEach((reply, index) => {
      const { kind } = all[index]!;
      count(area, `${kind} analysis`, reply.status, kind === 'poison' ? '4xx' : '2xx', reply.text);
      if (kind !== 'poison' && reply.status === 200) counts[kind]++;
    });
  }
  return counts;
}

async function countPoisoned(counts: PoisonCounts, saver: User, poisoner: User): Promise<void> {
  const area: Area = '1 poisoned analyses';
  await withDatabase(async ({ db }) => {
    const rowsOf = async (email: string) => {
      const result = (await db.execute(sql`select count(*)::int as n from dejargonizer_user_interactions d join "user" u on u.id = d.user_id where u.email = ${email}`)) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n ?? 0);
    };
    const anonymous = (await db.select({ id: dejargonizerUserInteractions.id }).from(dejargonizerUserInteractions).where(isNull(dejargonizerUserInteractions.userId))).length;
    const saved = await rowsOf(saver.email);
    const poisoned = await rowsOf(poisoner.email);
    tally(area).notes.push(`anonymous rows ${anonymous - counts.anonymousBefore}/${counts.anonymous} acknowledged, saver's ${saved}/${counts.saved}, poisoner's ${poisoned}`);
    lost(area, counts.anonymous - (anonymous - counts.anonymousBefore), `anonymous analyses: ${counts.anonymous} acknowledged, ${anonymous - counts.anonymousBefore} stored`);
    lost(area, counts.saved - saved, `saver's analyses: ${counts.saved} acknowledged, ${saved} stored`);
    if (poisoned !== 0) wrong(area, `the poisoner's refused analyses stored ${poisoned} rows`);
  });
}

// ---------------------------------------------------------------------------------------------
// 2. The quadratic-regex texts on every route that walks a text, /api/health timed beside them

/** What Grade answers for a text, in the shape Download takes. */
async function gradedLists(text: string): Promise<Record<string, unknown>> {
  const reply = await call('POST', '/api/TextGrading/Grade', { json: { ContentTA: text } });
  if (reply.status !== 200) throw new Error(`Grade answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  const result = jsonOf<{ cleanedWords: string[]; normalWords: string[]; rareWords: string[]; words: string[]; score: number }>(reply);
  return { CleanedWords: result.cleanedWords, NormalWords: result.normalWords, RareWords: result.rareWords, Words: result.words, Score: result.score };
}

const emSpaces = (length: number) => `word${'\u2003'.repeat(length)}x\nnext line goes on`;

async function quadraticTexts(): Promise<void> {
  const area: Area = '2 quadratic texts';
  const routes: Array<[string, (text: string) => Promise<Reply>]> = [
    ['analyses', (text) => call('POST', '/api/de-jargonizer/analyses', { json: { text } })],
    ['Grade', (text) => multipart('/api/TextGrading/Grade', [{ name: 'ContentTA', value: text }])],
    ['compare texts', (text) => multipart('/api/de-jargonizer/compare/texts', [{ name: 'beforeText', value: text }, { name: 'afterText', value: `${text} more` }])],
    [
      'compare groups',
      (text) =>
        multipart('/api/de-jargonizer/compare/groups', [
          { name: 'before', fileName: 'a.txt', contentType: 'text/plain', data: text },
          { name: 'before', fileName: 'b.txt', contentType: 'text/plain', data: TEXT },
          { name: 'after', fileName: 'c.txt', contentType: 'text/plain', data: text },
          { name: 'after', fileName: 'd.txt', contentType: 'text/plain', data: TEXT },
        ]),
    ],
    ['GroupGrading', (text) => multipart('/api/GroupGrading', [{ name: 'ArticlesGroupFU', fileName: 'a.txt', contentType: 'text/plain', data: text }, { name: 'ArticlesGroupFU', fileName: 'b.txt', contentType: 'text/plain', data: TEXT }])],
    // As the web client does: the lists of the text's grading, sent back to be written out.
    ['Download', async (text) => call('POST', '/api/TextGrading/Download', { json: { Name: 'probe', ...(graded.get(text) ?? (await gradedLists(text))) } })],
  ];
  const graded = new Map<string, Record<string, unknown>>();
  for (const text of [TEXT, emSpaces(10_000), emSpaces(60_000)]) graded.set(text, await gradedLists(text));
  const slowest = new Map<string, number>();
  let healthWorst = 0;
  let healthCount = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const reply = await call('GET', '/api/health');
      healthCount++;
      healthWorst = Math.max(healthWorst, reply.ms);
      // Counted only when it fails: the table's attempts are the texts sent.
      if (reply.status !== 200) count(area, 'health beside', reply.status, '2xx', reply.text);
    }
  })();
  // Each route with a plain text first, four at once so that every worker thread has loaded what
  // the route needs: a thread's first use is not timed.
  for (const [name, send] of routes) for (const reply of await Promise.all(Array.from({ length: 4 }, () => send(TEXT)))) count(area, `${name} warm-up`, reply.status, '2xx', reply.text);
  const statuses = new Map<string, number[]>();
  for (const length of [10_000, 60_000]) {
    const text = emSpaces(length);
    for (const [name, send] of routes) {
      // Four at once, as the review sent them.
      const replies = await Promise.all(Array.from({ length: 4 }, () => send(text)));
      for (const reply of replies) {
        count(area, `${name} ${length / 1000}k`, reply.status, 'any', reply.text);
        slowest.set(`${name} ${length / 1000}k`, Math.max(slowest.get(`${name} ${length / 1000}k`) ?? 0, reply.ms));
        statuses.set(name, [...new Set([...(statuses.get(name) ?? []), reply.status])]);
      }
    }
  }
  polling = false;
  await poll;
  const figures = routes.map(([name]) => `${name} ${Math.round(slowest.get(`${name} 10k`) ?? 0)}/${Math.round(slowest.get(`${name} 60k`) ?? 0)} ms (${statuses.get(name)?.join('/')})`).join(', ');
  tally(area).notes.push(`slowest of 4 at once, 10k/60k characters (statuses): ${figures}`);
  tally(area).notes.push(`/api/health beside them: ${healthCount} requests, worst ${Math.round(healthWorst)} ms`);
}

// ---------------------------------------------------------------------------------------------
// 3. Forged study histories

async function createStudy(researcher: User, body: Record<string, unknown>): Promise<{ id: string; links: Array<{ arm: string; token: string }> }> {
  const reply = await call('POST', '/api/studies', {
    cookie: researcher.cookie,
    json: { title: 'Probe', description: 'Integrity probe', exercise: 'half-life', arms: ['no-feedback', 'slim'], allocation: 'fixed', identification: 'chat', ...body },
  });
  if (reply.status !== 201) throw new Error(`study not created: ${reply.status} ${reply.text}`);
  return jsonOf(reply);
}

async function enrol(token: string, body: Record<string, unknown> = {}): Promise<Reply> {
  return call('POST', `/api/participate/${token}/enrol`, { json: body });
}

const turnUrl = (token: string, participantId: string) => `/api/participate/${token}/participants/${participantId}/turn`;

async function exportRows(researcher: User, studyId: string): Promise<Array<Record<string, string>>> {
  const reply = await call('GET', `/api/studies/${studyId}/export?format=csv`, { cookie: researcher.cookie });
  if (reply.status !== 200) throw new Error(`export failed: ${reply.status} ${reply.text}`);
  return readExport(reply.text).rows;
}

const FORGERY_ROUNDS = 12;

async function forgedHistories(researcher: User): Promise<void> {
  const area: Area = '3 forged histories';
  const study = await createStudy(researcher, { title: 'Forgery' });
  const slim = study.links.find(({ arm }) => arm === 'slim')!;
  const other = study.links.find(({ arm }) => arm !== 'slim')!;
  const participantId = jsonOf<{ participantId: string }>(await enrol(slim.token)).participantId;
  const session = new Session(turnUrl(slim.token, participantId));
  await session.must(null);
  await session.must('Ada Lovelace');
  await session.must('3');
  const otherParticipant = jsonOf<{ participantId: string }>(await enrol(other.token)).participantId;
  const outside = new Session('/api/HalfLife', { isResearch: true, participantName: 'Outsider' });
  await outside.must(null);
  await outside.must('3');
  await outside.must('An answer');
  const before = await exportRows(researcher, study.id);
  const answer = (text: string) => ({ Id: `forged-${randomUUID()}`, Text: text, IsStudent: true, InputType: 'text' });
  const forgeries: Array<[string, () => Promise<Reply>, (reply: Reply) => boolean]> = [
    // Stage 0 without a seal, the participant's own taskId, a new name: on the public routes.
    ...['/api/HalfLife', '/api/HalfLife/no-feedback'].map((url) => [
      `stage 0 unsealed on ${url}`,
      () => call('POST', url, { json: { currentStage: 0, taskId: session.taskId, isResearch: true, participantName: 'P-999 (forged)', Messages: [...session.conversation, answer('3')] } }),
      (reply: Reply) => reply.status >= 400 || jsonOf<{ updatedHistory?: { taskId?: string } }>(reply).updatedHistory?.taskId !== session.taskId,
    ] as [string, () => Promise<Reply>, (reply: Reply) => boolean]),
    // The whole sealed history, and the bare taskId, on the other arm's participant.
    [
      'sealed history on another arm',
      () => call('POST', turnUrl(other.token, otherParticipant), { json: { ...session.history, Messages: [...session.conversation, answer('Hello')] } }),
      (reply) => reply.status >= 400 || jsonOf<{ updatedHistory: { taskId?: string } }>(reply).updatedHistory.taskId !== session.taskId,
    ],
    [
      'foreign taskId on another arm',
      () => call('POST', turnUrl(other.token, otherParticipant), { json: { currentStage: 0, taskId: session.taskId, Messages: [...session.conversation, answer('Hello')] } }),
      (reply) => reply.status >= 400 || jsonOf<{ updatedHistory: { taskId?: string } }>(reply).updatedHistory.taskId !== session.taskId,
    ],
    // A renamed participant on their own route.
    [
      'renamed participant',
      () => call('POST', session.url, { json: { ...session.history, participantName: 'P-999 (forged)', Messages: [...session.conversation, answer('Grace')] } }),
      () => true,
    ],
    // A public session pulled into the study.
    [
      'public session pulled in',
      () => call('POST', turnUrl(other.token, otherParticipant), { json: { currentStage: 0, taskId: outside.taskId, Messages: [...outside.conversation, answer('More')] } }),
      () => true,
    ],
  ];
  const replay = async (label: string) => {
    for (let round = 0; round < FORGERY_ROUNDS; round++) {
      const replies = await Promise.all(forgeries.map(([, send]) => send()));
      replies.forEach((reply, index) => {
        const [name, , holds] = forgeries[index]!;
        count(area, `${label}${name}`, reply.status, 'any', reply.text);
        if (reply.status < 500 && reply.status > 0 && !holds(reply)) wrong(area, `${label}${name}: the forged taskId was taken (${reply.status})`);
      });
    }
  };
  await replay('');
  const close = await call('PATCH', `/api/studies/${study.id}`, { cookie: researcher.cookie, json: { status: 'closed' } });
  if (close.status !== 200) throw new Error(`closing the study failed: ${close.status} ${close.text}`);
  await replay('closed study: ');
  for (let round = 0; round < FORGERY_ROUNDS; round++) count(area, 'closed study: enrol', (await enrol(slim.token)).status, '4xx');
  const after = await exportRows(researcher, study.id);
  const rowOf = (rows: Array<Record<string, string>>) => rows.find((row) => row.session_id === session.rowId);
  const [was, is] = [rowOf(before), rowOf(after)];
  if (!was || !is || JSON.stringify(was) !== JSON.stringify(is)) wrong(area, `the participant's export row changed: ${JSON.stringify(was)} -> ${JSON.stringify(is)}`);
  if (is && (is['arm'] !== 'slim' || is['participant_name'] !== 'Ada Lovelace')) wrong(area, `arm ${is['arm']}, name ${is['participant_name']}`);
  if (after.some((row) => row.session_id === outside.rowId)) wrong(area, 'a public session was pulled into the study');
  if (after.length !== before.length) wrong(area, `export rows ${before.length} -> ${after.length}`);
  tally(area).notes.push(`export rows ${before.length} -> ${after.length}; the participant's row ${JSON.stringify(was) === JSON.stringify(is) ? 'unchanged' : 'CHANGED'} (arm ${is?.['arm']}, name ${is?.['participant_name']})`);
}

// ---------------------------------------------------------------------------------------------
// 4. Oversized refused answers: the row does not grow

const researchPath = `/api/exercises/research/${researchUuid}-halflife-full`;
const REFUSED_SESSIONS = 4;
const REFUSED_ANSWERS = 5;
interface RefusedRows {
  control: string;
  attacked: string[];
  ceilingRefused: number;
}

async function refusedAnswers(): Promise<RefusedRows> {
  const area: Area = '4 refused answers';
  const atAudience = async () => {
    const session = new Session(researchPath);
    await session.must(null);
    await session.must('Ada Lovelace');
    return session;
  };
  const control = await atAudience();
  await control.must('4');
  const attacked = await Promise.all(
    Array.from({ length: REFUSED_SESSIONS }, async () => {
      const session = await atAudience();
      for (let attempt = 0; attempt < REFUSED_ANSWERS; attempt++) {
        const reply = await session.send('x'.repeat(900_000));
        count(area, '900,000-character answer', reply.status, '2xx', reply.text);
        if (reply.status === 200 && session.stage !== 2) wrong(area, `a refused answer moved the session to stage ${session.stage}`);
        // The client keeps what it showed; it does not send it back (the body would pass the limit).
        const added = reply.status === 200 ? jsonOf<{ messages: unknown[] }>(reply).messages.length : 0;
        session.conversation.splice(-1 - added);
      }
      const last = await session.send('4');
      count(area, 'a good answer after', last.status, '2xx', last.text);
      return session.rowId;
    }),
  );
  // Past the conversation's ceiling: 413, nothing stored.
  let ceilingRefused = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    const session = new Session(researchPath);
    await session.must(null);
    session.conversation.push({ Id: 'padding', Text: 'y'.repeat(800 * 1024), IsStudent: false, InputType: 'text' });
    const reply = await session.send('Grace Hopper');
    count(area, 'a conversation past its ceiling', reply.status, '4xx', reply.text);
    if (reply.status === 413) ceilingRefused++;
  }
  return { control: control.rowId, attacked, ceilingRefused };
}

async function measureRefusedRows(rows: RefusedRows): Promise<void> {
  const area: Area = '4 refused answers';
  await withDatabase(async ({ db }) => {
    const bytes = async (id: string) => {
      const [row] = await db.select({ messages: halflifeUserInteractions.messages }).from(halflifeUserInteractions).where(eq(halflifeUserInteractions.id, id));
      return row ? Buffer.byteLength(JSON.stringify(row.messages)) : -1;
    };
    const control = await bytes(rows.control);
    const attacked = await Promise.all(rows.attacked.map(bytes));
    const largest = Math.max(...attacked);
    // The same turns as the control but for the refused answers and their retry questions.
    if (largest > control + 10_000) wrong(area, `a row grew with refused answers: ${largest} bytes against ${control}`);
    if (attacked.some((size) => size < 0)) wrong(area, 'an attacked session has no row');
    tally(area).notes.push(`row after name + audience: ${control} bytes; after ${REFUSED_ANSWERS} refused answers of 900,000 characters too: ${attacked.join(', ')} bytes; ${rows.ceilingRefused} of 4 past the ceiling got 413`);
  });
}

// ---------------------------------------------------------------------------------------------
// 5. Bad characters on every route of the OpenAPI document

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
}
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

/** A value of the schema's shape with `bad` in every string. */
function shaped(schema: Schema | undefined, bad: string, depth = 0): unknown {
  if (!schema || depth > 5) return bad;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return shaped(choice, bad, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return `x${bad}y`;
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [shaped(schema.items, bad, depth + 1)];
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? { text: { type: 'string' } }).map(([key, child]) => [key, shaped(child, bad, depth + 1)]));
  }
}

/** Each unit as UTF-8 percent-escapes; an unpaired surrogate as the three bytes no decoder accepts. */
function escapeForUrl(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

const MULTIPART_ROUTES = new Map<string, string[]>([
  ['POST /api/TextGrading/Grade', ['ContentTA']],
  ['POST /api/de-jargonizer/file-text', []],
  ['POST /api/GroupGrading', []],
  ['POST /api/de-jargonizer/compare/texts', ['beforeText', 'afterText']],
  ['POST /api/de-jargonizer/compare/groups', []],
]);
const FILE_FIELDS: Record<string, string> = {
  'POST /api/TextGrading/Grade': 'ArticleFU',
  'POST /api/de-jargonizer/file-text': 'file',
  'POST /api/GroupGrading': 'ArticlesGroupFU',
  'POST /api/de-jargonizer/compare/texts': 'beforefile',
  'POST /api/de-jargonizer/compare/groups': 'before',
};

/** The characters that must be refused anywhere (400), and one that only names refuse. */
const REFUSED_EVERYWHERE = { NUL: '\u0000', 'high surrogate': '\ud800', 'low surrogate': '\udc00', 'U+FFFE': '\ufffe', 'U+FFFF': '\uffff', 'U+10FFFF': '\u{10ffff}' };
const BIDI = '\u202e';

async function badCharacters(prober: User, studyId: string): Promise<void> {
  const area: Area = '5 bad characters';
  const document = jsonOf<{ paths: Record<string, Record<string, OpenApiOperation>> }>(await call('GET', '/api/openapi.json'));
  const operations = Object.entries(document.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), route, operation })));
  let routesWithText = 0;
  // Which refusal each bad character got: INVALID_CHARACTERS from the edge's guard, or an earlier one (401, 403, 404, 413).
  const refusals = new Map<string, number>();
  const refusalOf = (reply: Reply) => {
    try {
      return `${reply.status} ${jsonOf<{ error?: { code?: string } }>(reply).error?.code ?? ''}`.trim();
    } catch {
      return String(reply.status);
    }
  };
  for (const { method, route, operation } of operations) {
    const key = `${method} ${route}`;
    // Signing out or deleting the account would end the prober's session for the routes after it.
    if (/sign-out|delete-user|\/account$/.test(route) && method !== 'GET') continue;
    const parameters = operation.parameters ?? [];
    const pathNames = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
    const queryNames = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const form = MULTIPART_ROUTES.get(key);
    if (pathNames.length === 0 && queryNames.length === 0 && !bodySchema && !form) continue;
    routesWithText++;
    const address = (bad: string) => {
      const filled = pathNames.reduce((url, name) => url.replace(`{${name}}`, escapeForUrl(name === 'id' ? `${studyId}${bad}` : `x${bad}`)), route);
      return queryNames.length ? `${filled}?${queryNames.map((name) => `${name}=${escapeForUrl(`x${bad}`)}`).join('&')}` : filled;
    };
    const send = (bad: string) => {
      if (form) {
        const parts: FormPart[] = [...form.map((name) => ({ name, value: `${TEXT}${bad}` })), { name: FILE_FIELDS[key]!, fileName: `a${bad}.txt`, contentType: 'text/plain', data: TEXT }];
        return multipart(address(bad), parts, prober.cookie);
      }
      return call(method, address(bad), { cookie: prober.cookie, ...(bodySchema ? { json: shaped(bodySchema, bad) } : {}) });
    };
    for (const [name, bad] of Object.entries(REFUSED_EVERYWHERE)) {
      const reply = await send(bad);
      count(area, `${key} with ${name}`, reply.status, '4xx', reply.text);
      refusals.set(refusalOf(reply), (refusals.get(refusalOf(reply)) ?? 0) + 1);
    }
    // A right-to-left override: refused in a name or a title, allowed in a text; never a 5xx.
    const bidi = await send(BIDI);
    count(area, `${key} with U+202E`, bidi.status, 'any', bidi.text);
    // A body that is not UTF-8.
    if (bodySchema && method !== 'GET') {
      const body = Buffer.from(JSON.stringify(shaped(bodySchema, '\u0001')).replaceAll('\\u0001', '\u00ff'), 'latin1');
      const reply = await call(method, address(''), { cookie: prober.cookie, body, headers: { 'content-type': 'application/json' } });
      count(area, `${key} with invalid UTF-8`, reply.status, '4xx', reply.text);
    }
  }
  tally(area).notes.push(`${operations.length} operations in the OpenAPI document, ${routesWithText} take text (path, query, JSON or form); each sent NUL, two unpaired surrogates, three non-characters, U+202E and (JSON bodies) invalid UTF-8`);
  tally(area).notes.push(`the bad characters' refusals: ${[...refusals].sort((a, b) => b[1] - a[1]).map(([what, times]) => `${what} ×${times}`).join(', ')}`);
}

// ---------------------------------------------------------------------------------------------
// 6. Enrolment floods and duplicate identifiers

const FLOOD = 200;
interface Enrolments {
  floodStudy: string;
  acknowledged: Set<string>;
  personalStudy: string;
}

async function enrolment(researcher: User): Promise<Enrolments> {
  const area: Area = '6 enrolment';
  const flood = await createStudy(researcher, { title: 'Flood', arms: ['full', 'slim'], allocation: 'balanced' });
  const acknowledged = new Set<string>();
  for (let batch = 0; batch < FLOOD / 20; batch++) {
    const replies = await Promise.all(Array.from({ length: 20 }, () => enrol(flood.links[0]!.token)));
    for (const reply of replies) {
      count(area, 'flood enrolment', reply.status, 'any', reply.text);
      if (reply.status === 200) acknowledged.add(jsonOf<{ participantId: string }>(reply).participantId);
    }
  }
  if (acknowledged.size >= FLOOD) wrong(area, `all ${FLOOD} enrolments of one client were taken`);
  const personal = await createStudy(researcher, { title: 'Personal', arms: ['full', 'slim'], identification: 'link' });
  const keysReply = await call('POST', `/api/studies/${personal.id}/personal-links`, { cookie: researcher.cookie, json: { identifiers: ['P-001', 'P-002'] } });
  const keys = new Map(jsonOf<{ links: Array<{ identifier: string; key: string }> }>(keysReply).links.map(({ identifier, key }) => [identifier, key]));
  const [first, second] = personal.links;
  const ids = new Set<string>();
  for (let round = 0; round < 10; round++) {
    const replies = await Promise.all(
      [first!.token, second!.token, first!.token].map((token, index) => enrol(token, { participant: index === 2 ? ' p-001 ' : 'P-001', key: keys.get('P-001') })),
    );
    for (const reply of replies) {
      count(area, 'P-001 again', reply.status, '2xx', reply.text);
      if (reply.status === 200) ids.add(jsonOf<{ participantId: string }>(reply).participantId);
    }
    for (const body of [{ participant: 'P-001' }, { participant: 'P-001', key: keys.get('P-002') }, { participant: 'P-003', key: 'x'.repeat(22) }]) {
      const reply = await enrol(first!.token, body);
      count(area, 'enrolment without its key', reply.status, '4xx', reply.text);
    }
  }
  if (ids.size !== 1) wrong(area, `P-001 enrolled as ${ids.size} participants`);
  const dashboard = await call('GET', `/api/studies/${personal.id}/dashboard`, { cookie: researcher.cookie });
  count(area, 'dashboard', dashboard.status, '2xx', dashboard.text);
  tally(area).notes.push(`flood: ${acknowledged.size} of ${FLOOD} enrolments from one client taken; P-001 on both arms' links 30 times: ${ids.size} participant`);
  return { floodStudy: flood.id, acknowledged, personalStudy: personal.id };
}

async function countEnrolments(enrolments: Enrolments): Promise<void> {
  const area: Area = '6 enrolment';
  await withDatabase(async ({ db }) => {
    const flood = await db.select({ id: studyParticipants.id }).from(studyParticipants).where(eq(studyParticipants.studyId, enrolments.floodStudy));
    const personal = await db.select({ id: studyParticipants.id }).from(studyParticipants).where(and(eq(studyParticipants.studyId, enrolments.personalStudy)));
    const stored = new Set(flood.map(({ id }) => id));
    lost(area, [...enrolments.acknowledged].filter((id) => !stored.has(id)).length, 'acknowledged enrolments missing');
    if (flood.length > enrolments.acknowledged.size) wrong(area, `${flood.length - enrolments.acknowledged.size} participants no reply acknowledged`);
    if (personal.length !== 1) wrong(area, `the personal-link study has ${personal.length} participants (1 expected)`);
    tally(area).notes.push(`participants stored: flood ${flood.length} (acknowledged ${enrolments.acknowledged.size}), personal links ${personal.length}`);
  });
}

// ---------------------------------------------------------------------------------------------
// 7. The summary document, file names, logs, style-src, a study's page

// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/u;
const WORDS = { CleanedWords: ['cells'], NormalWords: [], RareWords: ['cells'], Words: ['Cells'] };
const LOG_MARKER = `probe-secret-${randomBytes(6).toString('hex')}`;

async function documentsAndNames(researcher: User, stranger: User, studyId: string): Promise<void> {
  const area: Area = '7 docx, names, logs';
  const summary = (title: string, text: string) =>
    call('POST', '/api/exercises/summary.docx', { json: { language: 'en', title, versions: [{ label: 'First text', text }], choices: [{ label: 'Audience', value: 'Teenagers' }] } });
  let checkedDocuments = 0;
  for (let round = 0; round < 10; round++) {
    // U+FFFE/U+FFFF: refused at the edge. Other characters XML forbids: dropped from the document.
    for (const bad of ['\ufffe', '\uffff']) count(area, 'summary.docx with a non-character', (await summary('Half Life', `Cells${bad} divide.`)).status, '4xx');
    const reply = await summary(`Half Life ${LOG_MARKER}`, `Cells\u0001 divide\u0007 fast\u000b. ${LOG_MARKER}`);
    count(area, 'summary.docx with control characters', reply.status, '2xx', reply.text);
    if (reply.status === 200) {
      const response = await fetch(`${base}/api/exercises/summary.docx`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'he', title: 'חצי חיים', versions: [{ label: 'טקסט', text: `תאים\u0008 מתחלקים\u001f. ${LOG_MARKER}` }] }),
      });
      const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
      for (const name of Object.keys(zip.files).filter((file) => file.endsWith('.xml'))) {
        const xml = (await zip.file(name)?.async('string')) ?? '';
        const decoded = xml.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));
        if (XML_FORBIDDEN.test(decoded)) wrong(area, `summary.docx ${name} holds a character XML forbids`);
      }
      checkedDocuments++;
    }
    // Right-to-left overrides in a file name: refused, or dropped from filename and filename*.
    for (const [what, send] of [
      ['summary.docx title', () => summary('Report\u202Excod.exe', 'Cells divide.')],
      ['Download Name', () => call('POST', '/api/TextGrading/Download', { json: { ...WORDS, Name: 'Report\u202Excod.exe' } })],
      ['Download Name (isolate)', () => call('POST', '/api/TextGrading/Download', { json: { ...WORDS, Name: 'Report\u2067x\u2069' } })],
    ] as const) {
      const named = await send();
      count(area, what, named.status, 'any', named.text);
      const disposition = named.headers.get('content-disposition') ?? '';
      if (named.status === 200 && /%E2%80%AE|%E2%81%A7|%E2%81%A9|\u202e|\u2067/i.test(disposition)) wrong(area, `${what}: the file name keeps a bidirectional control: ${disposition}`);
    }
  }
  // A study's page to a non-member (any letter case): no 200.
  for (const url of [`/Research/studies/${studyId}`, `/research/studies/${studyId}`, `/RESEARCH/Studies/${studyId}/`]) {
    const reply = await call('GET', url, { cookie: stranger.cookie });
    count(area, `${url} as a non-member`, reply.status, '4xx');
  }
  const member = await call('GET', `/research/studies/${studyId}`, { cookie: researcher.cookie });
  if (member.status !== 200) tally(area).notes.push(`the study's page answers ${member.status} to its owner too (web app not built?): the non-member check shows little`);
  const page = await call('GET', '/de-jargonizer');
  const csp = page.headers.get('content-security-policy') ?? '';
  const styleSrc = /style-src[^;]*/.exec(csp)?.[0] ?? `(none: ${page.status})`;
  if (styleSrc.includes("'unsafe-inline'")) wrong(area, `style-src allows 'unsafe-inline': ${styleSrc}`);
  // Texts and e-mail addresses in requests that fail: none in the logs (read at the end).
  for (let round = 0; round < 10; round++) {
    count(area, 'analysis with a marked text', (await call('POST', '/api/de-jargonizer/analyses', { json: { text: `${TEXT} ${LOG_MARKER}`, keyTerms: [`${LOG_MARKER}\u0000`] } })).status, '4xx');
    count(area, 'sign-in with a marked e-mail', (await call('POST', '/api/auth/sign-in/email', { json: { email: `${LOG_MARKER}@example.org`, password: 'wrong password' } })).status, '4xx');
  }
  const hashes = styleSrc.match(/'sha256-/g)?.length ?? 0;
  tally(area).notes.push(`${checkedDocuments} summary documents read back; a page's style-src: ${styleSrc.split(" 'sha256-")[0]} and ${hashes} hashes`);
}

function checkLogs(emails: string[]): void {
  const area: Area = '7 docx, names, logs';
  const leaks = [LOG_MARKER, ...emails].filter((secret) => serverOutput.includes(secret));
  for (const leak of leaks) wrong(area, `the server's log holds ${leak.startsWith('probe-secret') ? 'a text sent' : 'an e-mail address'}`);
  tally(area).notes.push(`server log read: ${serverOutput.split('\n').length} lines, ${leaks.length} holding a text or e-mail sent`);
}

// ---------------------------------------------------------------------------------------------
// 8. SIGTERM to the process group mid-request

const IN_FLIGHT = 16;

async function shutdownDrain(): Promise<void> {
  const area: Area = '8 SIGTERM drain';
  const processes = databaseUrl ? 2 : 1;
  const anonymousRows = () => withDatabase(async ({ db }) => (await db.select({ id: dejargonizerUserInteractions.id }).from(dejargonizerUserInteractions).where(isNull(dejargonizerUserInteractions.userId))).length);
  const before = await anonymousRows();
  const server = await startServer({ processes, ownGroup: true, ...(basePort ? { port: basePort + 1 } : {}) });
  const linesWith = (text: string) => server.output().split('\n').filter((line) => line.includes(text));
  while (linesWith('SciComm Studio on').length < processes) await new Promise((resolve) => setTimeout(resolve, 50));
  const port = Number(new URL(server.base).port);
  // Requests whose headers a worker has read (it answered "100 Continue") but whose bodies are
  // still on their way when the whole group gets the signal: half analyses (writes), half turns.
  const inFlight = Array.from({ length: IN_FLIGHT }, (_, index) => {
    const body = index % 2 === 0 ? JSON.stringify({ text: TEXT }) : JSON.stringify({ Messages: [] });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: index % 2 === 0 ? '/api/de-jargonizer/analyses' : '/api/HalfLife',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue', origin: server.base },
    });
    const reply = new Promise<number>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
    const accepted = new Promise<void>((resolve) => request.once('continue', () => resolve()));
    request.flushHeaders();
    return { request, reply, accepted, body, write: index % 2 === 0 };
  });
  await Promise.all(inFlight.map(({ accepted }) => accepted));
  process.kill(-server.pid, 'SIGTERM');
  while (linesWith('shutting down').length < processes + (processes > 1 ? 1 : 0)) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const { request, body } of inFlight) request.end(body);
  const statuses = await Promise.all(inFlight.map(({ reply }) => reply));
  let acknowledged = 0;
  statuses.forEach((status, index) => {
    count(area, 'request in flight at SIGTERM', status, '2xx');
    if (status === 200 && inFlight[index]!.write) acknowledged++;
  });
  const code = await server.exited;
  serverOutput += server.output();
  if (code !== 0) wrong(area, `the server exited with ${code}`);
  if (server.output().includes('second signal')) wrong(area, "a process logged 'second signal'");
  const stored = (await anonymousRows()) - before;
  lost(area, acknowledged - stored, `analyses acknowledged during the drain: ${acknowledged}, stored ${stored}`);
  tally(area).notes.push(`${processes} process${processes > 1 ? 'es (WEB_CONCURRENCY=2, the group signalled)' : ' (PGlite: one process; the group signalled)'}: exit ${code}, analyses acknowledged ${acknowledged}, stored ${stored}`);
}

// ---------------------------------------------------------------------------------------------
// The areas in modules of their own

function kitFor(area: Area, researcher: User): ProbeKit {
  return {
    count: (what, status, expected, detail) => count(area, what, status, expected, detail),
    wrong: (why) => wrong(area, why),
    note: (text) => void tally(area).notes.push(text),
    startServer: async (options = {}) => {
      const server = await startServer(options);
      return { base: server.base, pid: server.pid, exited: server.exited, output: server.output, stop: () => stopServer(server) };
    },
    call,
    cookiesAfter,
    register,
    withDatabase: (work) => withDatabase(({ db }) => work(db)),
    databaseKind,
    researcher,
  };
}

// ---------------------------------------------------------------------------------------------
// The run

function printTable(): boolean {
  const rows = AREAS.map((area) => {
    const entry = tally(area);
    return [area, entry.attempts, entry.ok, entry.refused, entry.serverErrors, entry.lost, entry.wrong].map(String);
  });
  const header = ['area', 'attempts', '2xx/3xx', '4xx', '5xx', 'lost', 'wrong'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\nIntegrity probe on ${databaseKind}, ${new Date().toISOString()}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const totals = [...tallies.values()].reduce((sum, entry) => ({ attempts: sum.attempts + entry.attempts, serverErrors: sum.serverErrors + entry.serverErrors, lost: sum.lost + entry.lost, wrong: sum.wrong + entry.wrong }), { attempts: 0, serverErrors: 0, lost: 0, wrong: 0 });
  console.log(`\ntotal: ${totals.attempts} attempts, ${totals.serverErrors} 5xx, ${totals.lost} lost, ${totals.wrong} wrong\n`);
  for (const area of AREAS) {
    const entry = tally(area);
    for (const note of entry.notes) console.log(`${area}: ${note}`);
    for (const failure of entry.failures) console.log(`${area}: FAIL ${failure}`);
  }
  return totals.serverErrors === 0 && totals.lost === 0 && totals.wrong === 0;
}

async function main(): Promise<void> {
  const started = performance.now();
  if (adminUrl) databaseUrl = await createTestDatabase(adminUrl);
  else pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'scicomm-probe-pglite-'));
  try {
    if (chosenAreas.length > 0) {
      await runModuleAreas();
      return finish(started);
    }
    // Phase 1: accounts, and the poisoned analyses (counted in the database after a clean stop).
    let server = await startServer();
    const researcher = await withTwoFactor(await register('researcher'));
    const prober = await withTwoFactor(await register('prober'));
    const stranger = await register('stranger');
    const saver = await register('saver');
    const poisoner = await register('poisoner');
    console.log(`phase 1 on ${databaseKind} (${server.base}): poisoned analyses`);
    const poisonCounts = await poisonedAnalyses(saver, poisoner);
    await stopServer(server);
    await countPoisoned(poisonCounts, saver, poisoner);
    await withDatabase(async ({ db }) => {
      for (const user of [researcher, prober]) await grantResearcher(db, user.email);
    });

    // Phase 2: the other attacks on one server; what they stored is read after it stops.
    server = await startServer();
    console.log(`phase 2 (${server.base}): quadratic texts, forged histories, refused answers, enrolment, documents, bad characters`);
    await quadraticTexts();
    await forgedHistories(researcher);
    const refusedRows = await refusedAnswers();
    const enrolments = await enrolment(researcher);
    const proberStudy = await createStudy(prober, { title: 'Bad characters' });
    await documentsAndNames(researcher, stranger, enrolments.personalStudy);
    await badCharacters(prober, proberStudy.id);
    await stopServer(server);
    await measureRefusedRows(refusedRows);
    await countEnrolments(enrolments);

    // The areas in modules of their own, each with servers of its own on the same database.
    for (const { area, run } of moduleAreas) {
      console.log(`area ${area}`);
      await run(kitFor(area, researcher));
    }

    // Phase 3: SIGTERM to the process group with requests in flight.
    console.log('phase 3: SIGTERM to the process group mid-request');
    await shutdownDrain();
    checkLogs([researcher, prober, stranger, saver, poisoner].map((user) => user.email));
  } catch (error) {
    console.error(`the probe stopped; the server's last lines:\n${(liveServer?.output() ?? '').split('\n').slice(-40).join('\n')}`);
    await liveServer?.stop();
    throw error;
  } finally {
    if (adminUrl && databaseUrl) await dropTestDatabase(adminUrl, databaseUrl);
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
  finish(started);
}

/** With --area: the researcher the areas are given (two-factor, the role), then the chosen areas. */
async function runModuleAreas(): Promise<void> {
  const server = await startServer();
  const researcher = await withTwoFactor(await register('researcher'));
  await stopServer(server);
  await withDatabase(({ db }) => grantResearcher(db, researcher.email));
  for (const { area, run } of moduleAreas) {
    console.log(`area ${area}`);
    await run(kitFor(area, researcher));
  }
}

function finish(started: number): void {
  const passed = printTable();
  console.log(`${Math.round((performance.now() - started) / 1000)} s; ${passed ? 'no 5xx, nothing lost' : 'FAILED'}`);
  process.exitCode = passed ? 0 : 1;
}

await main();
