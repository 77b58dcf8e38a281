// The courses area of the integrity probe (integrity-probe-kit.ts; docs/courses.md "Who sees
// what"), replayed against the real server: a trainer's course with a student's pasted text and a
// comment on it, then
// - forged ids: random and malformed course, assignment, submission and comment ids on every
//   course route, and the real submission and comment under another course's id: all 4xx;
// - other courses: another course's trainer, a classmate of another course and a stranger on
//   this course's routes (the page, the grid, the CSV, the submission, comments, replies): all
//   4xx, none a 2xx;
// - a student after leaving (their work kept): the course, their comments, their submission,
//   attaching and replying are all 4xx;
// - bad characters: NUL, unpaired surrogates and non-characters in a course's name, an
//   assignment's title, a comment, a reply, a pasted text and a join code: all 400;
// - floods: one student joining 20 times at once, attaching 20 times at once and replying 20
//   times at once to one comment (one membership, one submission, one reply in the database,
//   the other replies 409), a trainer sending one text to readers 20 times at once (one check),
//   and wrong join codes past the limit (429 with Retry-After); the course's reader-check routes
//   are among every route's forged ids and other courses' callers.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { courseComments, courseMembers, courseSubmissions, readerChecks } from '../src/db/schema.ts';
import type { ProbeArea, ProbeKit, ProbeReply, ProbeUser } from './integrity-probe-kit.ts';

const jsonOf = <T>(reply: ProbeReply): T => JSON.parse(reply.text) as T;

function mustBe(reply: ProbeReply, status: number, what: string): ProbeReply {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

const COURSE = { name: 'Probe course', language: 'en', readers: 'adults', startsOn: '2026-01-01', endsOn: '2026-12-31' };
const TEXT = 'Small chemical tags on the genes of plants change which genes the plant uses.';
const BAD = { NUL: '\u0000', 'high surrogate': '\ud800', 'low surrogate': '\udc00', 'U+FFFE': '\ufffe', 'U+FFFF': '\uffff' };
const AT_ONCE = 20;
const WRONG_CODES = 40;

interface Course {
  id: string;
  code: string;
  assignment: string;
  submission: string;
  comment: string;
}

/** A course with one pasted-text assignment, the student's text and the trainer's comment on it. */
async function courseWithWork(kit: ProbeKit, trainer: ProbeUser, student: ProbeUser): Promise<Course> {
  const created = jsonOf<{ id: string; joinCode: string }>(mustBe(await kit.call('POST', '/api/courses', { cookie: trainer.cookie, json: COURSE }), 201, 'course'));
  const assignment = jsonOf<{ id: string }>(
    mustBe(await kit.call('POST', `/api/courses/${created.id}/assignments`, { cookie: trainer.cookie, json: { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' } }), 201, 'assignment'),
  ).id;
  mustBe(await kit.call('POST', '/api/courses/join', { cookie: student.cookie, json: { code: created.joinCode, agree: true } }), 200, 'join');
  const submission = jsonOf<{ id: string }>(
    mustBe(await kit.call('PUT', `/api/courses/${created.id}/assignments/${assignment}/submission`, { cookie: student.cookie, json: { text: TEXT } }), 200, 'submission'),
  ).id;
  const comment = jsonOf<{ id: string }>(
    mustBe(await kit.call('POST', `/api/courses/${created.id}/submissions/${submission}/comments`, { cookie: trainer.cookie, json: { body: 'Which genes?', quote: null } }), 201, 'comment'),
  ).id;
  return { id: created.id, code: created.joinCode, assignment, submission, comment };
}

/** Every course route but creating, listing and joining, for these ids. */
function routesOf(ids: { course: string; assignment: string; submission: string; comment: string }): Array<[string, string, unknown?]> {
  const at = `/api/courses/${ids.course}`;
  return [
    ['GET', at],
    ['POST', `${at}/leave`, { keepWork: true }],
    ['POST', `${at}/trainer-invitations`, { email: 'nobody@example.org' }],
    ['GET', `${at}/trainer-invitations`],
    ['POST', `${at}/assignments`, { kind: 'dejargonizer', title: 'Forged', readers: 'adults' }],
    ['PUT', `${at}/assignments/${ids.assignment}/submission`, { text: TEXT }],
    ['GET', `${at}/dashboard`],
    ['GET', `${at}/before-after`],
    ['GET', `${at}/dashboard.csv`],
    ['GET', `${at}/submissions/${ids.submission}`],
    ['POST', `${at}/submissions/${ids.submission}/comments`, { body: 'Forged.', quote: null }],
    ['GET', `${at}/comments`],
    ['PUT', `${at}/comments/${ids.comment}/reply`, { body: 'Forged.' }],
    ['GET', `${at}/reader-checks`],
    ['GET', `${at}/submissions/${ids.submission}/reader-check`],
    ['PUT', `${at}/submissions/${ids.submission}/reader-check/agreement`, { agree: true }],
    ['POST', `${at}/submissions/${ids.submission}/reader-check`],
    ['GET', `${at}/submissions/${ids.submission}/reader-check/results`],
  ];
}

async function sendAll(kit: ProbeKit, what: string, cookie: string, routes: Array<[string, string, unknown?]>): Promise<void> {
  for (const [method, url, json] of routes) {
    const reply = await kit.call(method, url, { cookie, ...(json !== undefined ? { json } : {}) });
    kit.count(`${what}: ${method} ${url}`, reply.status, '4xx', reply.text);
  }
}

export const courseAttacks: ProbeArea[] = [
  {
    area: 'courses',
    async run(kit) {
      const server = await kit.startServer();
      const [trainer, student, otherTrainer, otherStudent, stranger, flooder] = await Promise.all(
        ['trainer', 'student', 'other-trainer', 'other-student', 'course-stranger', 'flooder'].map((label) => kit.register(label)),
      );
      const course = await courseWithWork(kit, trainer!, student!);
      const other = await courseWithWork(kit, otherTrainer!, otherStudent!);
      const ids = { course: course.id, assignment: course.assignment, submission: course.submission, comment: course.comment };

      // Forged ids: random ones, malformed ones, and this course's rows under the other course.
      const random = { course: randomUUID(), assignment: randomUUID(), submission: randomUUID(), comment: randomUUID() };
      await sendAll(kit, 'random ids (trainer)', trainer!.cookie, routesOf(random));
      await sendAll(kit, 'random row ids (trainer)', trainer!.cookie, routesOf({ ...random, course: course.id }).filter(([, url]) => /assignments\/|submissions\/|comments\//.test(url)));
      for (const malformed of ['1', '..%2F..%2Fadmin', "1'%20OR%20'1'%3D'1", 'a'.repeat(300)]) {
        await sendAll(kit, `malformed id ${malformed.slice(0, 12)}`, trainer!.cookie, routesOf({ course: malformed, assignment: malformed, submission: malformed, comment: malformed }));
      }
      await sendAll(kit, "this course's rows under another course's id (its trainer)", otherTrainer!.cookie, routesOf({ ...ids, course: other.id }).filter(([, url]) => /submissions\/|comments\//.test(url)));
      await sendAll(kit, "this course's rows under another course's id (student)", student!.cookie, routesOf({ ...ids, course: other.id }).filter(([, url]) => /submissions\/|comments\//.test(url)));

      // Other courses' members and strangers.
      const notLeaving = routesOf(ids).filter(([, url]) => !url.endsWith('/leave'));
      await sendAll(kit, "another course's trainer", otherTrainer!.cookie, notLeaving);
      await sendAll(kit, "another course's student", otherStudent!.cookie, notLeaving);
      await sendAll(kit, 'stranger', stranger!.cookie, notLeaving);
      // The student on the trainer's routes.
      await sendAll(
        kit,
        'student on trainer routes',
        student!.cookie,
        notLeaving.filter(
          ([method, url]) =>
            (/dashboard|before-after|trainer-invitations|\/assignments$|\/comments$|reader-checks$|\/results$/.test(url) && !url.endsWith(`${course.id}/comments`)) ||
            (method === 'POST' && url.endsWith('/reader-check')),
        ),
      );

      // Bad characters, each in every text a course takes.
      for (const [name, bad] of Object.entries(BAD)) {
        const sends: Array<[string, string, unknown]> = [
          ['POST', '/api/courses', { ...COURSE, name: `Course${bad}` }],
          ['POST', `/api/courses/${course.id}/assignments`, { kind: 'dejargonizer', title: `Title${bad}`, readers: 'adults' }],
          ['POST', `/api/courses/${course.id}/submissions/${course.submission}/comments`, { body: `Comment${bad}`, quote: null }],
          ['PUT', `/api/courses/${course.id}/comments/${course.comment}/reply`, { body: `Reply${bad}` }],
          ['PUT', `/api/courses/${course.id}/assignments/${course.assignment}/submission`, { text: `${TEXT}${bad}` }],
          ['POST', '/api/courses/join', { code: `${course.code}${bad}`, agree: true }],
        ];
        for (const [method, url, json] of sends) {
          const cookie = /assignments$|comments$|\/api\/courses$/.test(url) ? trainer!.cookie : student!.cookie;
          const reply = await kit.call(method, url, { cookie, json });
          kit.count(`${name}: ${method} ${url}`, reply.status, '4xx', reply.text);
        }
      }

      // Floods: one student joining, attaching and replying many times at once.
      const joins = await Promise.all(Array.from({ length: AT_ONCE }, () => kit.call('POST', '/api/courses/join', { cookie: flooder!.cookie, json: { code: course.code, agree: true } })));
      for (const reply of joins) kit.count('join at once', reply.status, '2xx', reply.text);
      const attaches = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) => kit.call('PUT', `/api/courses/${course.id}/assignments/${course.assignment}/submission`, { cookie: flooder!.cookie, json: { text: `${TEXT} ${i}` } })),
      );
      for (const reply of attaches) kit.count('attach at once', reply.status, '2xx', reply.text);
      const flooderSubmission = jsonOf<{ id: string }>(attaches.find((reply) => reply.status === 200) ?? attaches[0]!).id;
      const comment = jsonOf<{ id: string }>(
        mustBe(await kit.call('POST', `/api/courses/${course.id}/submissions/${flooderSubmission}/comments`, { cookie: trainer!.cookie, json: { body: 'Once?', quote: null } }), 201, 'comment to flood'),
      ).id;
      const replies = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => kit.call('PUT', `/api/courses/${course.id}/comments/${comment}/reply`, { cookie: flooder!.cookie, json: { body: `Reply ${i}` } })));
      for (const reply of replies) kit.count('reply at once', reply.status, 'any', reply.text);
      const repliesTaken = replies.filter((reply) => reply.status === 200).length;
      if (repliesTaken !== 1) kit.wrong(`${repliesTaken} of ${AT_ONCE} replies at once taken (one expected)`);
      const conflicts = replies.filter((reply) => reply.status === 409).length;
      if (conflicts !== AT_ONCE - 1) kit.wrong(`${conflicts} of ${AT_ONCE} replies at once refused with 409`);

      // The flooder lets readers check their text; the trainer sends it 20 times at once: one check.
      const checkAt = `/api/courses/${course.id}/submissions/${flooderSubmission}/reader-check`;
      mustBe(await kit.call('PUT', `${checkAt}/agreement`, { cookie: flooder!.cookie, json: { agree: true } }), 200, 'agreement');
      const sends = await Promise.all(Array.from({ length: AT_ONCE }, () => kit.call('POST', checkAt, { cookie: trainer!.cookie })));
      for (const reply of sends) kit.count('reader check sent at once', reply.status, '2xx', reply.text);
      const sentIds = new Set(sends.filter((reply) => reply.status < 300).map((reply) => String((JSON.parse(reply.text) as { check: { id: string } }).check.id)));
      if (sentIds.size !== 1) kit.wrong(`${sentIds.size} different reader checks from ${AT_ONCE} sends of one text (one expected)`);

      // Wrong join codes until the limit answers; then the right code is refused too (no oracle).
      let limited = 0;
      let retryAfter = true;
      for (let i = 0; i < WRONG_CODES; i++) {
        const reply = await kit.call('POST', '/api/courses/join', { cookie: stranger!.cookie, json: { code: `ZZZZ-ZZZZ-${String(2222 + i).replaceAll('0', '2').replaceAll('1', '3')}`, agree: true } });
        kit.count('wrong join code', reply.status, '4xx', reply.text);
        if (reply.status === 429) {
          limited++;
          if (!reply.headers.get('retry-after')) retryAfter = false;
        }
      }
      if (limited === 0) kit.wrong(`${WRONG_CODES} wrong join codes and none refused with 429`);
      if (!retryAfter) kit.wrong('a 429 without Retry-After');
      const rightAfter = await kit.call('POST', '/api/courses/join', { cookie: stranger!.cookie, json: { code: course.code, agree: true } });
      kit.count('right code past the limit', rightAfter.status, '4xx', rightAfter.text);

      // A student after leaving, their work kept (and their agreement given before).
      mustBe(await kit.call('PUT', `/api/courses/${course.id}/submissions/${course.submission}/reader-check/agreement`, { cookie: student!.cookie, json: { agree: true } }), 200, 'agreement');
      mustBe(await kit.call('POST', `/api/courses/${course.id}/leave`, { cookie: student!.cookie, json: { keepWork: true } }), 204, 'leave');
      await sendAll(kit, 'student after leaving', student!.cookie, [
        ['GET', `/api/courses/${course.id}`],
        ['GET', `/api/courses/${course.id}/comments`],
        ['GET', `/api/courses/${course.id}/submissions/${course.submission}`],
        ['PUT', `/api/courses/${course.id}/assignments/${course.assignment}/submission`, { text: TEXT }],
        ['PUT', `/api/courses/${course.id}/comments/${course.comment}/reply`, { body: 'After leaving.' }],
        ['POST', `/api/courses/${course.id}/leave`, { keepWork: false }],
        ['PUT', `/api/courses/${course.id}/submissions/${course.submission}/reader-check/agreement`, { agree: false }],
      ]);
      const sentAfter = await kit.call('POST', `/api/courses/${course.id}/submissions/${course.submission}/reader-check`, { cookie: trainer!.cookie });
      kit.count("trainer sends the work of a student who left", sentAfter.status, '4xx', sentAfter.text);
      await server.stop();

      await kit.withDatabase(async (db) => {
        const memberships = await db.select().from(courseMembers).where(eq(courseMembers.courseId, course.id));
        const flooderRows = memberships.filter((row) => row.role === 'student').length;
        const submissions = await db.select().from(courseSubmissions).where(eq(courseSubmissions.assignmentId, course.assignment));
        const replied = await db.select().from(courseComments).where(and(eq(courseComments.id, comment), isNotNull(courseComments.reply)));
        const checks = await db.select().from(readerChecks).where(inArray(readerChecks.courseSubmissionId, [flooderSubmission, course.submission]));
        if (checks.length !== 1) kit.wrong(`${checks.length} reader checks after ${AT_ONCE} sent at once and one refused (one expected)`);
        const kept = submissions.some((row) => row.id === course.submission);
        if (flooderRows !== 2) kit.wrong(`${flooderRows} student memberships (the student who left and the flooder expected)`);
        if (submissions.length !== 2) kit.wrong(`${submissions.length} submissions of the assignment (two expected: one per student)`);
        if (!kept) kit.wrong("the work of the student who left and kept it is gone");
        if (replied.length !== 1) kit.wrong('the flooded comment has no reply stored');
        kit.note(
          `${kit.databaseKind}: ${AT_ONCE} joins, attaches and replies at once -> ${flooderRows - 1} membership, ${submissions.length - 1} submission, ${repliesTaken} reply (${conflicts} × 409), ${checks.length} reader check of ${AT_ONCE} sent; ${limited} of ${WRONG_CODES} wrong codes 429, the right code then ${rightAfter.status}`,
        );
      });
    },
  },
];
