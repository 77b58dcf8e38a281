// Scale-out benchmark (`npm run bench -- scale`; docs/deployment.md "Capacity"): the
// real entry point (server.ts) with WEB_CONCURRENCY=1, then 2, on a fresh PostgreSQL database
// next to the one DATABASE_URL names, driven over HTTP by this process: exercise turns/s (Half
// Life, a 120-word text at stage 3, built-in coach) and Grade requests/s (the same 120-word text
// as JSON), each for a fixed time with a fixed number of concurrent clients, with the server's CPU
// time per turn and per Grade (all its processes' CPU over the requests served); then the 2-to-1 ratios
// and a JSON line. The load generator shares the machine with the servers: on two cores, two
// workers and the generator compete for the same CPUs, so the ratio is a floor, not a ceiling.
import { createTestDatabase, dropTestDatabase } from '../src/test/postgres-database.ts';
import { wheatWords } from './bench-texts.ts';
import { post, type WireMessage } from './exercise-turns.ts';
import { cpuSeconds, loadLine } from './process-stats.ts';
import { startRealServer, type RealServer } from './real-server.ts';

const SECONDS = 6;
const CLIENTS = 16;

const text120 = wheatWords(120);

/** CPU seconds used so far by the server: the primary and its worker processes. */
function serverCpu(server: RealServer): number {
  return [server.pid, ...server.workerPids()].reduce((total, pid) => total + (cpuSeconds(pid) ?? 0), 0);
}

/** Runs `work` in CLIENTS loops for SECONDS; returns completed operations per second and the server's CPU ms per operation. */
async function rate(server: RealServer, work: (client: number) => Promise<void>): Promise<{ perSecond: number; cpuMs: number }> {
  let completed = 0;
  const cpuBefore = serverCpu(server);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < deadline) {
        await work(client);
        completed += 1;
      }
    }),
  );
  return { perSecond: completed / ((performance.now() - started) / 1000), cpuMs: ((serverCpu(server) - cpuBefore) * 1000) / completed };
}

async function measure(databaseUrl: string, workers: number) {
  const server = await startRealServer({ databaseUrl, processes: workers });
  try {
    const halfLife = `${server.base}/api/HalfLife`;
    const sessions = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const conversation: WireMessage[] = [];
        const greeting = await post(halfLife, { Messages: [] });
        conversation.push(...greeting.messages, { Id: 's0', Text: '3', IsStudent: true, InputType: 'text' });
        const audience = await post(halfLife, { ...greeting.updatedHistory, Messages: conversation });
        conversation.push(...audience.messages);
        return { history: audience.updatedHistory, conversation };
      }),
    );
    const turn = async (client: number) => {
      const session = sessions[client];
      if (!session) throw new Error('no session');
      const reply = await post(halfLife, {
        ...session.history,
        Messages: [...session.conversation, { Id: 'student', Text: text120, IsStudent: true, InputType: 'text' }],
      });
      if (reply.updatedHistory.currentStage !== 4) throw new Error('a turn did not reach stage 4');
    };
    const grade = async () => {
      await post(`${server.base}/api/TextGrading/Grade`, { timePriodDDL: 'English2021_2024', ContentTA: text120 });
    };
    // Warm-up: JIT and connection pools of every worker.
    for (let i = 0; i < 40; i++) await Promise.all([turn(i % CLIENTS), grade()]);
    const turns = await rate(server, turn);
    const grades = await rate(server, grade);
    return {
      workers,
      turnsPerSecond: turns.perSecond,
      gradesPerSecond: grades.perSecond,
      turnCpuMs: turns.cpuMs,
      gradeCpuMs: grades.cpuMs,
    };
  } finally {
    await server.stop();
  }
}

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.log('scale: needs PostgreSQL: DATABASE_URL=postgres://… npm run bench -- scale (a throw-away database is created next to it)');
  process.exit(0);
}
const databaseUrl = await createTestDatabase(adminUrl);
try {
  // 1, 2, 1, 2 and the better run of each: a machine shared with other work is noisy, and the
  // order alternates so that neither figure alone gets the quiet (or the busy) minute.
  const best = (a: Awaited<ReturnType<typeof measure>>, b: Awaited<ReturnType<typeof measure>>) => ({
    workers: a.workers,
    turnsPerSecond: Math.max(a.turnsPerSecond, b.turnsPerSecond),
    gradesPerSecond: Math.max(a.gradesPerSecond, b.gradesPerSecond),
    turnCpuMs: Math.min(a.turnCpuMs, b.turnCpuMs),
    gradeCpuMs: Math.min(a.gradeCpuMs, b.gradeCpuMs),
  });
  console.log(`before: ${loadLine()}`);
  const runs = [];
  for (const workers of [1, 2, 1, 2]) runs.push(await measure(databaseUrl, workers));
  const [oneA, twoA, oneB, twoB] = runs;
  if (!oneA || !twoA || !oneB || !twoB) throw new Error('missing runs');
  const one = best(oneA, oneB);
  const two = best(twoA, twoB);
  const fixed = (value: number) => value.toFixed(1);
  console.log(`after:  ${loadLine()}`);
  console.log(`${CLIENTS} concurrent clients, ${SECONDS} s per figure, the better of two runs each, PostgreSQL`);
  console.log('processes   exercise turns/s   CPU ms/turn   Grade requests/s   CPU ms/Grade');
  for (const row of [one, two]) {
    console.log(
      `${String(row.workers).padStart(9)}   ${fixed(row.turnsPerSecond).padStart(16)}   ${row.turnCpuMs.toFixed(2).padStart(11)}   ` +
        `${fixed(row.gradesPerSecond).padStart(16)}   ${row.gradeCpuMs.toFixed(2).padStart(12)}`,
    );
  }
  const turnsRatio = two.turnsPerSecond / one.turnsPerSecond;
  const gradesRatio = two.gradesPerSecond / one.gradesPerSecond;
  console.log(`2 : 1 ratio   turns ${turnsRatio.toFixed(2)}×   Grade ${gradesRatio.toFixed(2)}×`);
  console.log(JSON.stringify({ bench: 'scale', clients: CLIENTS, seconds: SECONDS, one, two, turnsRatio, gradesRatio }));
} finally {
  await dropTestDatabase(adminUrl, databaseUrl);
}
