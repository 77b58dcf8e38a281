// Three areas of the integrity probe (integrity-probe-kit.ts; docs/deployment.md "The integrity
// probe"), replayed against the real server:
// - forged report taskIds: reports of a coach remark whose taskId is a study session's row id with
//   another signature (or none, or the genuine taskId from an account it was not signed for), from
//   guests and a "Don't Save Data" user, beside the participant's genuine report. Every one is
//   taken (201) with keptText false; read from the database once the server stops: only the
//   genuine report is tied to the session, and no forged one kept a text;
// - TOTP replay: a code that completed a sign-in, used again by later sign-ins one by one, and one
//   code sent by many pending sign-ins at once (on two processes on PostgreSQL): every later use is
//   401 TOTP_CODE_USED, exactly one of a burst signs in;
// - sign-in flood: 400 wrong passwords for one address from 400 clients (X-Forwarded-For behind
//   TRUST_PROXY=1), 100 and 10 at a time, and 30 at once from one client: no more password checks
//   (the library's 401s) than the address's limit and the pair's, every other reply a 429 with
//   Retry-After.
// The probe's own accounts all come from 127.0.0.1, whose per-client limit the earlier areas have
// used: these servers raise it (AUTH_RATE_LIMIT), which none of the three attacks relies on.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import { ACCOUNT_SIGN_IN_LIMIT, PAIR_SIGN_IN_LIMIT } from '../src/auth/auth-limits.ts';
import { freshTotpCode } from '../src/auth/testing.ts';
import { coachReports } from '../src/db/schema.ts';
import type { ProbeArea, ProbeKit, ProbeReply, ProbeUser } from './integrity-probe-kit.ts';

const OWN_CLIENT_LIMIT = { AUTH_RATE_LIMIT: '100000' };

const jsonOf = <T>(reply: ProbeReply): T => JSON.parse(reply.text) as T;

function mustBe(reply: ProbeReply, status: number, what: string): ProbeReply {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

// ---------------------------------------------------------------------------------------------
// Forged report taskIds

const REPORT_ROUNDS = 10;

/** A study participant's exercise, played as the web client plays it: the history and conversation go back each turn. */
async function participantSession(kit: ProbeKit): Promise<string> {
  const created = mustBe(
    await kit.call('POST', '/api/studies', {
      cookie: kit.researcher.cookie,
      json: { title: 'Reports', description: 'Integrity probe', exercise: 'half-life', arms: ['full'], allocation: 'balanced', identification: 'chat' },
    }),
    201,
    'study',
  );
  const token = jsonOf<{ links: Array<{ token: string }> }>(created).links[0]!.token;
  const enrolled = mustBe(await kit.call('POST', `/api/participate/${token}/enrol`, { json: {} }), 200, 'enrolment');
  const url = `/api/participate/${token}/participants/${jsonOf<{ participantId: string }>(enrolled).participantId}/turn`;
  let history: Record<string, unknown> = {};
  const conversation: unknown[] = [];
  for (const text of [null, 'Ada Lovelace', '3']) {
    if (text !== null) conversation.push({ Id: `student-${conversation.length}`, Text: text, IsStudent: true, InputType: 'text' });
    const reply = mustBe(await kit.call('POST', url, { json: { ...history, Messages: conversation } }), 200, 'turn');
    const body = jsonOf<{ messages: unknown[]; updatedHistory: Record<string, unknown> }>(reply);
    history = body.updatedHistory;
    conversation.push(...body.messages);
  }
  return String(history['taskId']);
}

async function declinerOfTexts(kit: ProbeKit): Promise<ProbeUser> {
  const user = await kit.register('decliner');
  const profile = jsonOf<{ profile: Record<string, unknown> }>(mustBe(await kit.call('GET', '/api/account/profile', { cookie: user.cookie }), 200, 'profile')).profile;
  const { email: _email, ...rest } = profile;
  mustBe(await kit.call('PUT', '/api/account/profile', { cookie: user.cookie, json: { ...rest, rejectSaveData: true } }), 200, "Don't Save Data");
  return user;
}

const forgedReports: ProbeArea = {
  area: 'forged report taskIds',
  async run(kit) {
    const server = await kit.startServer({ env: OWN_CLIENT_LIMIT });
    const taskId = await participantSession(kit);
    const [rowId = '', signature = ''] = taskId.split('.');
    const decliner = await declinerOfTexts(kit);
    const guest = `${TERMS_CONSENT_COOKIE}=true`;
    const run = randomBytes(4).toString('hex');
    const report = (cookie: string, kind: string, taskIdSent: string) =>
      kit.call('POST', '/api/coach-reports', {
        cookie,
        json: { exercise: 'halfLife', stage: 3, field: 'text120First', kind, reason: 'wrong', place: 'chat', remark: 'The remark.', comment: `probe ${kind}`, taskId: taskIdSent },
      });
    const genuine = await report(guest, `probe.genuine${run}`, taskId);
    kit.count('genuine report', genuine.status, '2xx', genuine.text);
    if (genuine.status === 201 && jsonOf<{ keptText: boolean }>(genuine).keptText !== true) kit.wrong("the participant's own report kept no text");
    const forgedKind = `probe.forged${run}`;
    const forgeries: Array<[string, string, string]> = [
      ['row id, another signature (guest)', guest, `${rowId}.forged`],
      ['bare row id (guest)', guest, rowId],
      ['altered signature (guest)', guest, `${rowId}.${signature.slice(1)}x`],
      ["row id, another signature (Don't Save Data)", decliner.cookie, `${rowId}.forged`],
      ["genuine taskId of someone else (Don't Save Data)", decliner.cookie, taskId],
    ];
    for (let round = 0; round < REPORT_ROUNDS; round++) {
      const replies = await Promise.all(forgeries.map(([, cookie, sent]) => report(cookie, forgedKind, sent)));
      replies.forEach((reply, index) => {
        const [name] = forgeries[index]!;
        kit.count(name, reply.status, '2xx', reply.text);
        if (reply.status === 201 && jsonOf<{ keptText: boolean }>(reply).keptText !== false) kit.wrong(`${name}: kept with its texts`);
      });
    }
    await server.stop();
    await kit.withDatabase(async (db) => {
      const tied = await db.select().from(coachReports).where(eq(coachReports.sessionId, rowId));
      const forged = await db.select().from(coachReports).where(eq(coachReports.findingKind, forgedKind));
      const forgedTied = forged.filter((row) => row.sessionId !== null).length;
      const forgedTexts = forged.filter((row) => row.remark !== null || row.comment !== null || row.excerpt !== null).length;
      if (tied.length !== 1 || tied[0]?.findingKind !== `probe.genuine${run}` || tied[0]?.comment === null) {
        kit.wrong(`the session's reports: ${JSON.stringify(tied.map((row) => [row.findingKind, row.comment]))} (expected the genuine one with its comment)`);
      }
      if (forgedTied > 0) kit.wrong(`${forgedTied} forged reports tied to the study session`);
      if (forgedTexts > 0) kit.wrong(`${forgedTexts} forged reports kept their texts`);
      kit.note(`reports tied to the study session: ${tied.length} (the genuine one); forged reports stored ${forged.length}/${forgeries.length * REPORT_ROUNDS}, tied ${forgedTied}, with texts ${forgedTexts}`);
    });
  },
};

// ---------------------------------------------------------------------------------------------
// TOTP replay

const REPLAYS = 20;
const BURST = 20;
const BURST_ROUNDS = 3;

async function withTwoFactor(kit: ProbeKit, label: string): Promise<ProbeUser & { totpURI: string }> {
  const user = await kit.register(label);
  const enable = mustBe(await kit.call('POST', '/api/auth/two-factor/enable', { cookie: user.cookie, json: { password: user.password } }), 200, 'two-factor enable');
  const { totpURI } = jsonOf<{ totpURI: string }>(enable);
  mustBe(await kit.call('POST', '/api/auth/two-factor/verify-totp', { cookie: user.cookie, json: { code: await freshTotpCode(totpURI) } }), 200, 'two-factor confirm');
  return { ...user, totpURI };
}

/** A password sign-in waiting for its code: the Cookie header that completes it. */
async function pendingSignIn(kit: ProbeKit, user: ProbeUser): Promise<string> {
  const reply = mustBe(await kit.call('POST', '/api/auth/sign-in/email', { json: { email: user.email, password: user.password } }), 200, 'password step');
  return kit.cookiesAfter(reply);
}

const complete = (kit: ProbeKit, pending: string, code: string) => kit.call('POST', '/api/auth/two-factor/verify-totp', { cookie: pending, json: { code } });

const errorCode = (reply: ProbeReply) => {
  try {
    return jsonOf<{ error?: { code?: string } }>(reply).error?.code;
  } catch {
    return undefined;
  }
};

const totpReplay: ProbeArea = {
  area: 'TOTP replay',
  async run(kit) {
    const processes = kit.databaseKind === 'PostgreSQL' ? 2 : 1;
    const server = await kit.startServer({ processes, env: OWN_CLIENT_LIMIT });
    const user = await withTwoFactor(kit, 'totp-replay');
    const code = await freshTotpCode(user.totpURI);
    const first = await complete(kit, await pendingSignIn(kit, user), code);
    kit.count('first use', first.status, '2xx', first.text);
    let replayed = 0;
    for (let i = 0; i < REPLAYS; i++) {
      const again = await complete(kit, await pendingSignIn(kit, user), code);
      kit.count('the same code again', again.status, '4xx', again.text);
      if (again.status < 400) replayed++;
      else if (errorCode(again) !== 'TOTP_CODE_USED') kit.wrong(`the same code again: ${again.status} ${errorCode(again)} (expected TOTP_CODE_USED)`);
    }
    const bursts: number[] = [];
    for (let round = 0; round < BURST_ROUNDS; round++) {
      const target = await withTwoFactor(kit, 'totp-burst');
      // The password steps one by one: at once, more than the pair's limit would be in flight
      // from one client for one address, and the limit counts them before their passwords.
      const pending: string[] = [];
      for (let i = 0; i < BURST; i++) pending.push(await pendingSignIn(kit, target));
      const burstCode = await freshTotpCode(target.totpURI);
      const replies = await Promise.all(pending.map((cookie) => complete(kit, cookie, burstCode)));
      for (const reply of replies) kit.count('one code, sign-ins at once', reply.status, 'any', reply.text);
      const signedIn = replies.filter((reply) => reply.status === 200).length;
      bursts.push(signedIn);
      if (signedIn !== 1) kit.wrong(`${signedIn} of ${BURST} sign-ins at once completed with one code`);
    }
    if (replayed > 0) kit.wrong(`a used code signed in ${replayed} more times`);
    kit.note(`a used code again: ${replayed}/${REPLAYS} signed in; one code, ${BURST} sign-ins at once on ${processes} process(es): ${bursts.join(', ')} signed in`);
    await server.stop();
  },
};

// ---------------------------------------------------------------------------------------------
// Sign-in flood

const FLOOD = 400;

/** Sends `total` wrong passwords for the address, `atOnce` at a time; the password checks (401s). */
async function flood(kit: ProbeKit, user: ProbeUser, total: number, atOnce: number, client: (index: number) => string): Promise<number> {
  let checks = 0;
  for (let start = 0; start < total; start += atOnce) {
    const replies = await Promise.all(
      Array.from({ length: Math.min(atOnce, total - start) }, (_, offset) =>
        kit.call('POST', '/api/auth/sign-in/email', { headers: { 'x-forwarded-for': client(start + offset) }, json: { email: user.email, password: `wrong ${start + offset}` } }),
      ),
    );
    for (const reply of replies) {
      kit.count('wrong password', reply.status, '4xx', reply.text);
      if (reply.status === 401) checks++;
      else if (reply.status === 429 && !(Number(reply.headers.get('retry-after')) > 0)) kit.wrong('a 429 without Retry-After');
      else if (reply.status !== 429 && reply.status < 500) kit.wrong(`a wrong password answered ${reply.status}`);
    }
  }
  return checks;
}

const signInFlood: ProbeArea = {
  area: 'sign-in flood',
  async run(kit) {
    const processes = kit.databaseKind === 'PostgreSQL' ? 2 : 1;
    const server = await kit.startServer({ processes, env: { ...OWN_CLIENT_LIMIT, TRUST_PROXY: '1' } });
    const figures: string[] = [];
    for (const atOnce of [100, 10]) {
      const victim = await kit.register(`flood-${atOnce}`);
      const checks = await flood(kit, victim, FLOOD, atOnce, (index) => `10.${atOnce}.${index >> 8}.${(index & 255) + 1}`);
      if (checks > ACCOUNT_SIGN_IN_LIMIT) kit.wrong(`${checks} password checks for one address (${atOnce} at a time), limit ${ACCOUNT_SIGN_IN_LIMIT}`);
      figures.push(`${FLOOD} from ${FLOOD} clients, ${atOnce} at a time: ${checks} checks (limit ${ACCOUNT_SIGN_IN_LIMIT})`);
    }
    const victim = await kit.register('flood-pair');
    const pairChecks = await flood(kit, victim, PAIR_SIGN_IN_LIMIT * 3, PAIR_SIGN_IN_LIMIT * 3, () => '10.250.0.1');
    if (pairChecks > PAIR_SIGN_IN_LIMIT) kit.wrong(`${pairChecks} password checks from one client for one address, limit ${PAIR_SIGN_IN_LIMIT}`);
    figures.push(`${PAIR_SIGN_IN_LIMIT * 3} at once from one client: ${pairChecks} checks (limit ${PAIR_SIGN_IN_LIMIT})`);
    kit.note(`${figures.join('; ')}; ${processes} process(es)`);
    await server.stop();
  },
};

export const accountAttacks: readonly ProbeArea[] = [forgedReports, totpReplay, signInFlood];
