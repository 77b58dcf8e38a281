// Scale-out benchmark (`npm run bench -- scale`; docs/deployment.md "How far it scales"): the
// real entry point (server.ts) with WEB_CONCURRENCY=1, then 2, on a fresh PostgreSQL database
// next to the one DATABASE_URL names, driven over HTTP by this process: exercise turns/s (Half
// Life, a 120-word text at stage 3, built-in coach) and Grade requests/s (a short JSON text),
// each for a fixed time with a fixed number of concurrent clients; then the 2-to-1 ratios and
// a JSON line. The load generator shares the machine with the servers: on two cores, two
// workers and the generator compete for the same CPUs, so the ratio is a floor, not a ceiling.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, dropTestDatabase } from '../src/test/postgres-database.ts';

const SECONDS = 6;
const CLIENTS = 16;
const serverFile = path.resolve(fileURLToPath(new URL('../src/server.ts', import.meta.url)));

const paragraph =
  'We study how wheat plants respond to drought. Our lab measures epigenetic methylation in roots during dry summers. ' +
  'This matters because farmers need crops that survive heat. We grow plants in greenhouses, stop watering them, ' +
  'and watch which genes switch on. Then we compare the strong plants with the weak ones and share the seeds with breeders.';
const words = paragraph.split(/\s+/);
const text120 = Array.from({ length: 120 }, (_, index) => words[index % words.length]).join(' ');

interface WireMessage {
  Id: string;
  Text: string;
  IsStudent: boolean;
  InputType: string;
}
interface Reply {
  messages: WireMessage[];
  updatedHistory: Record<string, unknown>;
}

async function post(url: string, body: unknown): Promise<Reply> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Reply;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(databaseUrl: string, workers: number) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LLM_BASE_URL: '',
      LLM_MODEL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Ready when every worker could answer: poll readiness (bounded).
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const ok = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('the server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Runs `work` in CLIENTS loops for SECONDS; returns completed operations per second. */
async function rate(work: (client: number) => Promise<void>): Promise<number> {
  let completed = 0;
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
  return completed / ((performance.now() - started) / 1000);
}

async function measure(databaseUrl: string, workers: number) {
  const server = await startServer(databaseUrl, workers);
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
      await post(`${server.base}/api/TextGrading/Grade`, { timePriodDDL: 'English2021_2024', ContentTA: paragraph });
    };
    // Warm-up: JIT and connection pools of every worker.
    for (let i = 0; i < 40; i++) await Promise.all([turn(i % CLIENTS), grade()]);
    const turnsPerSecond = await rate(turn);
    const gradesPerSecond = await rate(grade);
    return { workers, turnsPerSecond, gradesPerSecond };
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
  });
  const runs = [];
  for (const workers of [1, 2, 1, 2]) runs.push(await measure(databaseUrl, workers));
  const [oneA, twoA, oneB, twoB] = runs;
  if (!oneA || !twoA || !oneB || !twoB) throw new Error('missing runs');
  const one = best(oneA, oneB);
  const two = best(twoA, twoB);
  const fixed = (value: number) => value.toFixed(1);
  console.log(`${CLIENTS} concurrent clients, ${SECONDS} s per figure, the better of two runs each, PostgreSQL`);
  console.log('processes   exercise turns/s   Grade requests/s');
  for (const row of [one, two]) {
    console.log(`${String(row.workers).padStart(9)}   ${fixed(row.turnsPerSecond).padStart(16)}   ${fixed(row.gradesPerSecond).padStart(16)}`);
  }
  const turnsRatio = two.turnsPerSecond / one.turnsPerSecond;
  const gradesRatio = two.gradesPerSecond / one.gradesPerSecond;
  console.log(`2 : 1 ratio   turns ${turnsRatio.toFixed(2)}×   Grade ${gradesRatio.toFixed(2)}×`);
  console.log(JSON.stringify({ bench: 'scale', clients: CLIENTS, seconds: SECONDS, one, two, turnsRatio, gradesRatio }));
} finally {
  await dropTestDatabase(adminUrl, databaseUrl);
}
