// The courses' promises below (6–14) replayed against the real server (integrity-probe-kit.ts;
// docs/courses.md), one line each under the table, "held" or what failed (which fails the run):
//  6 a course reader check closes when the student withdraws agreement or leaves;
//  7 opening a finished assignment again keeps the finished submission;
//  8 the same text sent to readers again returns its check; 20 sends at once make one;
//  9 a stranger can neither make themselves a co-trainer nor learn whether an address has an
//    account from the co-trainer invitations' answers;
// 10 update-user refuses a 1 MB name and a javascript: image, and keeps the name;
// 11 100 wrong join codes at once from one account: at most the account's limit looked up (404);
// 12 a right code from a school address after 30 wrong ones by classmates gets in;
// 13 replaying a classmate's sealed history hands in none of their text;
// 14 per-account limits on courses, assignments and comments (429 with Retry-After), and
//    300 comments on one student's work send them one mail, the rest waiting for the next.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { courseCommentMails, courseSubmissions, user } from '../src/db/schema.ts';
import { essay } from '../src/exercises/exercise-test-client.ts';
import { RESTART_NOTICE } from '../src/exercises/exercise-service.ts';
import { ASSIGNMENTS_PER_HOUR, COMMENTS_PER_HOUR, COURSES_PER_DAY } from '../src/limits/limit-rules.ts';
import type { ProbeArea, ProbeKit, ProbeReply, ProbeUser } from './integrity-probe-kit.ts';

const jsonOf = <T>(reply: ProbeReply): T => JSON.parse(reply.text) as T;
const COURSE = { name: 'Probe points', language: 'en', readers: 'adults', startsOn: '2026-01-01', endsOn: '2026-12-31' };
const TEXT = 'Small chemical tags on the genes of plants change which genes the plant uses.';
const FINAL = essay(110, 'Leaves');
const HALF_LIFE_ANSWERS = [null, '2', essay(120), essay(60), essay(30, 'Plants'), FINAL, '2'];
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Well-formed codes no course has: drawn at random, no course code ends in YYYY-YYYY. */
const wrongCode = (i: number) =>
  `${[3, 2, 1, 0].map((power) => ALPHABET[Math.floor(i / ALPHABET.length ** power) % ALPHABET.length]).join('')}-YYYY-YYYY`;
const JOIN_USER_LIMIT = 20;

const statusCounts = (replies: readonly ProbeReply[]) => {
  const counts = new Map<number, number>();
  for (const { status } of replies) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
};
const describeCounts = (counts: Map<number, number>) => [...counts].map(([status, n]) => `${n}×${status}`).join(', ');

/** Sends `make` n times at once; checks exactly `allowed` succeed and every other one is a 429 with Retry-After. */
async function limitAtOnce(n: number, allowed: number, what: string, make: () => Promise<ProbeReply>): Promise<string[]> {
  const replies = await Promise.all(Array.from({ length: n }, make));
  const ok = replies.filter((reply) => reply.status === 201).length;
  const limited = replies.filter((reply) => reply.status === 429);
  const failures: string[] = [];
  if (ok !== allowed || limited.length !== n - allowed) failures.push(`${what}: ${describeCounts(statusCounts(replies))} (${allowed}×201 expected)`);
  if (limited.some((reply) => !reply.headers.get('retry-after') || !reply.text.includes('RATE_LIMITED'))) failures.push(`${what}: a 429 without Retry-After or its JSON error`);
  return failures;
}

export const coursePointAttacks: ProbeArea[] = [
  {
    area: 'courses: points 6-14 (withdrawal, reopening, invitations …)',
    async run(kit) {
      const outbox = mkdtempSync(path.join(os.tmpdir(), 'probe-course-mail-'));
      const results: Array<{ point: number; title: string; failures: string[] }> = [];
      /** Runs one point's check; a thrown error is its failure. */
      const point = async (n: number, title: string, check: () => Promise<string[]>) => {
        let failures: string[];
        try {
          failures = await check();
        } catch (error) {
          failures = [`could not be checked: ${error instanceof Error ? error.message : String(error)}`];
        }
        results.push({ point: n, title, failures });
      };
      const afterStop: Array<{ n: number; check: (kit: ProbeKit) => Promise<string[]> }> = [];

      let server = await kit.startServer({ env: { MAIL_OUTBOX_DIR: outbox } });
      try {
        const [trainer, student, writer, copier, stranger, guesser, classmateA, classmateB, late, maker, marker, mailed] = await registerAll(kit, [
          'p-trainer', 'p-student', 'p-writer', 'p-copier', 'p-stranger', 'p-guesser', 'p-classmate-a', 'p-classmate-b', 'p-late', 'p-maker', 'p-marker', 'p-mailed',
        ]);
        // Every reply is counted in the table: a 5xx or a lost connection fails the run whatever the point.
        const as = async (who: ProbeUser, method: string, url: string, json?: unknown) => {
          const reply = await kit.call(method, url, { cookie: who.cookie, ...(json !== undefined ? { json } : {}) });
          kit.count(`${method} ${url.replace(/[0-9a-f-]{36}/g, ':id')}`, reply.status, 'any', reply.text);
          return reply;
        };
        const created = jsonOf<{ id: string; joinCode: string }>(await as(trainer, 'POST', '/api/courses', COURSE));
        const at = `/api/courses/${created.id}`;
        const addAssignment = async (kind: string) => jsonOf<{ id: string }>(await as(trainer, 'POST', `${at}/assignments`, { kind, title: kind, readers: 'adults' })).id;
        const pasted = await addAssignment('dejargonizer');
        const halfLife = await addAssignment('halfLife');
        for (const who of [student, writer, copier, mailed]) await as(who, 'POST', '/api/courses/join', { code: created.joinCode, agree: true });
        const submission = jsonOf<{ id: string }>(await as(student, 'PUT', `${at}/assignments/${pasted}/submission`, { text: TEXT })).id;
        const checkAt = `${at}/submissions/${submission}/reader-check`;
        const readerState = async (url: string) => jsonOf<{ state: string }>(await kit.call('GET', `/api/read/${url.slice(url.lastIndexOf('/') + 1)}`)).state;

        await point(8, 'the same text to readers returns its check; 20 sends at once make one', async () => {
          await as(student, 'PUT', `${checkAt}/agreement`, { agree: true });
          const sends = await Promise.all(Array.from({ length: 20 }, () => as(trainer, 'POST', checkAt)));
          const ids = new Set(sends.filter((reply) => reply.status < 300).map((reply) => jsonOf<{ check: { id: string } }>(reply).check.id));
          const again = await as(trainer, 'POST', checkAt);
          const failures: string[] = [];
          if (ids.size !== 1) failures.push(`${ids.size} checks from 20 sends at once (${describeCounts(statusCounts(sends))})`);
          if (again.status !== 200 || !ids.has(jsonOf<{ check: { id: string } }>(again).check.id)) failures.push(`the same text again: ${again.status}, not its check`);
          return failures;
        });

        await point(6, 'a reader check closes when the student withdraws agreement or leaves', async () => {
          const { check } = jsonOf<{ check: { url: string } }>(await as(trainer, 'POST', checkAt));
          const failures: string[] = [];
          if ((await readerState(check.url)) !== 'open') failures.push('the check was not open after sending');
          await as(student, 'PUT', `${checkAt}/agreement`, { agree: false });
          if ((await readerState(check.url)) !== 'closed') failures.push('still open after the student withdrew agreement');
          await as(student, 'PUT', `${checkAt}/agreement`, { agree: true });
          const reopened = jsonOf<{ check: { url: string } }>(await as(trainer, 'POST', checkAt)).check.url;
          if ((await readerState(reopened)) !== 'open') failures.push('not open again after agreeing and sending');
          await as(student, 'POST', `${at}/leave`, { keepWork: true });
          if ((await readerState(reopened)) !== 'closed') failures.push('still open after the student left with the work');
          return failures;
        });

        /** Plays Half Life for the course's assignment as `who`, from a session if given. */
        const play = async (who: ProbeUser, answers: Array<string | null>, from = { history: {} as Record<string, unknown>, conversation: [] as unknown[] }) => {
          let { history } = from;
          const conversation = [...from.conversation];
          let messages: Array<{ Text: string }> = [];
          for (const answer of answers) {
            if (answer !== null) conversation.push({ Id: `s${conversation.length}`, Text: answer, IsStudent: true, InputType: 'text' });
            const reply = await as(who, 'POST', `/api/HalfLife?course=${created.id}&assignment=${halfLife}`, { ...history, Messages: conversation });
            if (reply.status !== 200) throw new Error(`a Half Life turn: ${reply.status} ${reply.text.slice(0, 200)}`);
            ({ updatedHistory: history, messages } = jsonOf<{ updatedHistory: Record<string, unknown>; messages: Array<{ Text: string }> }>(reply));
            conversation.push(...messages);
          }
          return { history, conversation, messages };
        };

        await point(7, 'opening a finished assignment again keeps the finished submission', async () => {
          await play(writer, HALF_LIFE_ANSWERS);
          await play(writer, [null, '2', essay(120)]);
          afterStop.push({ n: 7, check: async (k) => {
            const row = await submissionOf(k, writer.email, halfLife);
            return row?.status === 'finished' && row.text === FINAL ? [] : [`the submission after opening again: ${row ? `${row.status}, ${row.text.slice(0, 40)}` : 'none'}`];
          } });
          return [];
        });

        await point(13, "replaying a classmate's sealed history hands in none of their text", async () => {
          // The writer's session, sealed to them, unfinished; the copier sends it back with its last answer.
          const written = await play(writer, HALF_LIFE_ANSWERS.slice(0, -2));
          const replayed = await play(copier, [FINAL], written);
          afterStop.push({ n: 13, check: async (k) => {
            const row = await submissionOf(k, copier.email, halfLife);
            return row ? [`the copier handed in ${row.status} "${row.text.slice(0, 40)}"`] : [];
          } });
          return replayed.messages[0]?.Text === RESTART_NOTICE ? [] : ['the replayed session was not started again'];
        });

        await point(9, 'a stranger cannot add themselves as co-trainer nor learn whether an address has an account', async () => {
          const failures: string[] = [];
          const known = await as(stranger, 'POST', `${at}/trainer-invitations`, { email: trainer.email });
          const unknown = await as(stranger, 'POST', `${at}/trainer-invitations`, { email: 'nobody-at-all@example.org' });
          const self = await as(stranger, 'POST', `${at}/trainer-invitations`, { email: stranger.email });
          for (const [what, reply] of [['their own address', self], ['a known address', known], ['an unknown address', unknown]] as const) {
            if (reply.status < 400) failures.push(`on another's course, ${what}: ${reply.status}`);
          }
          const errorOf = (reply: ProbeReply) => `${reply.status} ${reply.status >= 400 ? jsonOf<{ error: { code: string } }>(reply).error.code : ''}`;
          if (errorOf(known) !== errorOf(unknown)) failures.push(`another's course answers a known address ${errorOf(known)}, an unknown one ${errorOf(unknown)}`);
          if (jsonOf<{ course?: unknown }>(await as(stranger, 'GET', at)).course !== undefined) failures.push('the stranger sees the course');
          // On a course of their own, the answers must not tell either.
          const own = jsonOf<{ id: string }>(await as(stranger, 'POST', '/api/courses', COURSE)).id;
          const ownKnown = await as(stranger, 'POST', `/api/courses/${own}/trainer-invitations`, { email: late.email });
          const ownUnknown = await as(stranger, 'POST', `/api/courses/${own}/trainer-invitations`, { email: 'nobody-either@example.org' });
          if (errorOf(ownKnown) !== errorOf(ownUnknown)) failures.push(`their own course answers a known address ${errorOf(ownKnown)}, an unknown one ${errorOf(ownUnknown)}`);
          return failures;
        });

        await point(10, 'update-user refuses a 1 MB name and a javascript: image URL', async () => {
          const failures: string[] = [];
          const big = await as(maker, 'POST', '/api/auth/update-user', { name: 'x'.repeat(1024 * 1024) });
          const script = await as(maker, 'POST', '/api/auth/update-user', { image: 'javascript:alert(1)' });
          if (big.status < 400 || big.status >= 500) failures.push(`a 1 MB name: ${big.status}`);
          if (script.status < 400 || script.status >= 500) failures.push(`a javascript: image: ${script.status}`);
          const session = jsonOf<{ user: { name: string; image: string | null } }>(await as(maker, 'GET', '/api/auth/get-session'));
          if (session.user.name !== 'Probe p-maker' || session.user.image !== null) failures.push(`stored: ${session.user.name.slice(0, 20)}, ${String(session.user.image).slice(0, 20)}`);
          return failures;
        });

        await point(11, '100 wrong join codes at once: at most the limit looked up', async () => {
          const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => as(guesser, 'POST', '/api/courses/join', { code: wrongCode(i), agree: true })));
          const counts = statusCounts(replies);
          const failures: string[] = [];
          if ((counts.get(404) ?? 0) > JOIN_USER_LIMIT) failures.push(`${counts.get(404)} looked up (404) against a limit of ${JOIN_USER_LIMIT}`);
          if ((counts.get(404) ?? 0) + (counts.get(429) ?? 0) !== 100) failures.push(describeCounts(counts));
          if (replies.some((reply) => reply.status === 429 && !reply.headers.get('retry-after'))) failures.push('a 429 without Retry-After');
          return failures;
        });

        await point(12, 'a right code from a shared address after 30 wrong ones by classmates gets in', async () => {
          for (let i = 0; i < 15; i++) {
            await as(classmateA, 'POST', '/api/courses/join', { code: wrongCode(1000 + i), agree: true });
            await as(classmateB, 'POST', '/api/courses/join', { code: wrongCode(2000 + i), agree: true });
          }
          const seen = await as(late, 'GET', `/api/course-invitations/${created.joinCode}`);
          const joined = await as(late, 'POST', '/api/courses/join', { code: created.joinCode, agree: true });
          return seen.status === 200 && joined.status === 200 ? [] : [`the classmate with the right code: preview ${seen.status}, join ${joined.status}`];
        });

        await point(14, 'limits on creating courses, assignments and comments; one comment mail an hour', async () => {
          const failures: string[] = [];
          failures.push(...(await limitAtOnce(COURSES_PER_DAY + 5, COURSES_PER_DAY, 'courses at once', () => as(maker, 'POST', '/api/courses', COURSE))));
          const own = jsonOf<{ id: string; joinCode: string }>(await as(marker, 'POST', '/api/courses', COURSE));
          failures.push(
            ...(await limitAtOnce(ASSIGNMENTS_PER_HOUR + 1, ASSIGNMENTS_PER_HOUR, 'assignments at once', () =>
              as(marker, 'POST', `/api/courses/${own.id}/assignments`, { kind: 'dejargonizer', title: 'Flood', readers: 'adults' }),
            )),
          );
          // The mailed student asks for mail on the trainer's course; the trainer comments 300 times.
          await as(mailed, 'PUT', `${at}/notifications`, { comments: true });
          const work = jsonOf<{ id: string }>(await as(mailed, 'PUT', `${at}/assignments/${pasted}/submission`, { text: TEXT })).id;
          failures.push(
            ...(await limitAtOnce(COMMENTS_PER_HOUR + 1, COMMENTS_PER_HOUR, 'comments at once', () =>
              as(trainer, 'POST', `${at}/submissions/${work}/comments`, { body: 'Plainer, please.', quote: null }),
            )),
          );
          afterStop.push({ n: 14, check: async (k) => {
            // The server stopped (its sender's step done) and started again: what went out is in the folder.
            const mails = readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), 'utf8').includes(mailed.email)).length;
            const waiting = await k.withDatabase(async (db) => {
              const [student] = await db.select({ id: user.id }).from(user).where(eq(user.email, mailed.email));
              return db.select().from(courseCommentMails).where(and(eq(courseCommentMails.studentId, student!.id), isNotNull(courseCommentMails.waitingSince)));
            });
            const out: string[] = [];
            if (mails !== 1) out.push(`${mails} mails for ${COMMENTS_PER_HOUR} comments (one expected)`);
            if (waiting.length !== 1) out.push('the later comments are not waiting for the next mail');
            return out;
          } });
          return failures;
        });
      } finally {
        await server.stop();
      }

      // The waiting mail outlives a restart, and a new server sends it no earlier than the hour.
      server = await kit.startServer({ env: { MAIL_OUTBOX_DIR: outbox } });
      await server.stop();
      for (const { n, check } of afterStop) {
        const entry = results.find((result) => result.point === n)!;
        try {
          entry.failures.push(...(await check(kit)));
        } catch (error) {
          entry.failures.push(`could not be checked: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      rmSync(outbox, { recursive: true, force: true });

      for (const { point: n, title, failures } of results.sort((a, b) => a.point - b.point)) {
        kit.note(`${n} ${title}: ${failures.length === 0 ? 'held' : `FAILED: ${failures.join('; ')}`}`);
        for (const failure of failures) kit.wrong(`point ${n}: ${failure}`);
      }
    },
  },
];

/** New accounts, one per label, in order. */
const registerAll = <const Labels extends readonly string[]>(kit: ProbeKit, labels: Labels) =>
  Promise.all(labels.map((label) => kit.register(label))) as Promise<{ [Index in keyof Labels]: ProbeUser }>;

/** The course submission of the account with this address for an assignment (the server stopped). */
async function submissionOf(kit: ProbeKit, email: string, assignmentId: string) {
  return kit.withDatabase(async (db) => {
    const [student] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!student) return undefined;
    const [row] = await db
      .select()
      .from(courseSubmissions)
      .where(and(eq(courseSubmissions.assignmentId, assignmentId), eq(courseSubmissions.studentId, student.id)));
    return row;
  });
}
