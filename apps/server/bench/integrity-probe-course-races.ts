// The courses' races replayed against the real server (integrity-probe-kit.ts; docs/courses.md
// "Corrections"), on two worker processes with PostgreSQL (WEB_CONCURRENCY=2; one process on
// PGlite), each round's requests sent at the same moment:
// - a removal and the student's own attach: the removal 204, the attach 200 or 404, the student
//   off the grid and the CSV afterwards and a second removal 404;
// - deleting an assignment with the count the trainer confirmed (one submission) while three
//   other students attach: 204 with every attach 404, or 409 with every attach kept; never a 500;
// - twenty asks for a new join code at once: one code, and it joins.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ProbeArea, ProbeKit, ProbeReply, ProbeUser } from './integrity-probe-kit.ts';

const jsonOf = <T>(reply: ProbeReply): T => JSON.parse(reply.text) as T;
const COURSE = { name: 'Probe races', language: 'en', readers: 'adults', startsOn: '2026-01-01', endsOn: '2026-12-31' };
const TEXT = 'Small chemical tags on the genes of plants change which genes the plant uses.';
const REMOVAL_ROUNDS = 15;
const DELETE_ROUNDS = 10;
const ATTACHERS = 3;
const CODE_ASKS = 20;

function mustBe(reply: ProbeReply, status: number, what: string): ProbeReply {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

const tally = (outcomes: string[]) =>
  Object.entries(outcomes.reduce<Record<string, number>>((counts, what) => ({ ...counts, [what]: (counts[what] ?? 0) + 1 }), {}))
    .map(([what, n]) => `${n}× ${what}`)
    .join(', ');

/** The id of a registered user, from the session the cookie opens. */
async function idOf(kit: ProbeKit, who: ProbeUser): Promise<string> {
  return jsonOf<{ user: { id: string } }>(mustBe(await kit.call('GET', '/api/auth/get-session', { cookie: who.cookie }), 200, 'session')).user.id;
}

export const courseRaceAttacks: ProbeArea[] = [
  {
    area: 'courses: races (two processes on PostgreSQL)',
    async run(kit) {
      const processes = kit.databaseKind === 'PostgreSQL' ? 2 : 1;
      const server = await kit.startServer({ processes });
      while ((server.output().match(/SciComm Studio on/g) ?? []).length < processes) await sleep(50);
      const [trainer, removed, counted, ...attachers] = await Promise.all(
        ['race-trainer', 'race-removed', 'race-counted', ...Array.from({ length: ATTACHERS }, (_, i) => `race-attacher-${i}`)].map((label) => kit.register(label)),
      );
      const as = (who: ProbeUser, method: string, url: string, json?: unknown) => kit.call(method, url, { cookie: who.cookie, ...(json !== undefined ? { json } : {}) });
      const course = jsonOf<{ id: string; joinCode: string }>(mustBe(await as(trainer!, 'POST', '/api/courses', COURSE), 201, 'course'));
      const at = `/api/courses/${course.id}`;
      const newAssignment = async () =>
        jsonOf<{ id: string }>(mustBe(await as(trainer!, 'POST', `${at}/assignments`, { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' }), 201, 'assignment')).id;
      const join = async (who: ProbeUser) => mustBe(await as(who, 'POST', '/api/courses/join', { code: course.joinCode, agree: true }), 200, 'join');

      // A removal racing the student's attach.
      const removedId = await idOf(kit, removed!);
      const removalAssignment = await newAssignment();
      const removals: string[] = [];
      for (let round = 0; round < REMOVAL_ROUNDS; round++) {
        await join(removed!);
        const [removal, attach] = await Promise.all([
          as(trainer!, 'DELETE', `${at}/students/${removedId}`),
          as(removed!, 'PUT', `${at}/assignments/${removalAssignment}/submission`, { text: `${TEXT} ${round}` }),
        ]);
        kit.count('remove a student while they attach', removal.status, '2xx', removal.text);
        kit.count('attach while removed', attach.status, 'any', attach.text);
        const grid = jsonOf<{ students: Array<{ id: string }> }>(mustBe(await as(trainer!, 'GET', `${at}/dashboard`), 200, 'grid'));
        const csv = mustBe(await as(trainer!, 'GET', `${at}/dashboard.csv`), 200, 'CSV');
        const again = await as(trainer!, 'DELETE', `${at}/students/${removedId}`);
        kit.count('remove the same student again', again.status, '4xx', again.text);
        removals.push(`${removal.status}+${attach.status}`);
        if (![200, 404].includes(attach.status)) kit.wrong(`round ${round}: an attach racing a removal answered ${attach.status}`);
        if (grid.students.some((row) => row.id === removedId)) kit.wrong(`round ${round}: a removed student (${removal.status}, attach ${attach.status}) is still on the grid`);
        if (csv.text.includes(removed!.email)) kit.wrong(`round ${round}: a removed student (${removal.status}, attach ${attach.status}) is still in the CSV`);
      }

      // An assignment's delete racing attaches.
      for (const who of [counted!, ...attachers]) await join(who!);
      const deletes: string[] = [];
      for (let round = 0; round < DELETE_ROUNDS; round++) {
        const assignment = await newAssignment();
        mustBe(await as(counted!, 'PUT', `${at}/assignments/${assignment}/submission`, { text: TEXT }), 200, 'counted attach');
        const [removal, ...attaches] = await Promise.all([
          as(trainer!, 'DELETE', `${at}/assignments/${assignment}?submissions=1`),
          ...attachers.map((who, i) => as(who!, 'PUT', `${at}/assignments/${assignment}/submission`, { text: `${TEXT} ${i}` })),
        ]);
        kit.count('delete an assignment while students attach', removal.status, 'any', removal.text);
        for (const attach of attaches) kit.count('attach while the assignment is deleted', attach.status, 'any', attach.text);
        const taken = attaches.filter((reply) => reply.status === 200).length;
        deletes.push(`${removal.status}+${attaches.map((reply) => reply.status).join('/')}`);
        if (![204, 409].includes(removal.status)) kit.wrong(`round ${round}: the delete answered ${removal.status}`);
        if (attaches.some((reply) => ![200, 404].includes(reply.status))) kit.wrong(`round ${round}: an attach racing the delete answered ${attaches.map((reply) => reply.status).join('/')}`);
        if (removal.status === 204 && taken > 0) kit.wrong(`round ${round}: the delete took ${taken} acknowledged attaches the trainer did not count`);
        if (removal.status === 409) {
          const grid = jsonOf<{ spread: Array<{ assignmentId: string; submitted: number }> }>(mustBe(await as(trainer!, 'GET', `${at}/dashboard`), 200, 'grid'));
          const submitted = grid.spread.find((row) => row.assignmentId === assignment)?.submitted;
          if (submitted !== 1 + taken) kit.wrong(`round ${round}: 409, yet ${submitted} submissions kept of ${1 + taken} acknowledged`);
        }
      }

      // Twenty asks for a new join code at once.
      const asks = await Promise.all(Array.from({ length: CODE_ASKS }, () => as(trainer!, 'POST', `${at}/join-code`)));
      for (const ask of asks) kit.count('new join code, asked at once', ask.status, '2xx', ask.text);
      const codes = new Set(asks.filter((ask) => ask.status === 200).map((ask) => jsonOf<{ joinCode: string }>(ask).joinCode));
      if (codes.size !== 1) kit.wrong(`${codes.size} join codes from ${CODE_ASKS} asks at once (one expected)`);
      const [code] = [...codes];
      const joined = await as(attachers[0]!, 'POST', '/api/courses/join', { code, agree: true });
      kit.count('join with the code the burst answered', joined.status, '2xx', joined.text);
      await server.stop();
      kit.note(
        `${kit.databaseKind}, ${processes} process${processes > 1 ? 'es' : ''}: removal racing an attach, ${REMOVAL_ROUNDS} rounds: ${tally(removals)}; ` +
          `delete (1 confirmed) racing ${ATTACHERS} attaches, ${DELETE_ROUNDS} rounds: ${tally(deletes)}; ${CODE_ASKS} new-code asks at once -> ${codes.size} code`,
      );
    },
  },
];
