// Benchmark of the exercise API (node apps/server/bench/exercises.bench.ts; `npm run bench`).
// Builds the real app on an in-memory PGlite with the built-in coach (no LLM, whatever the
// environment says) and the default period's dictionary, listens on 127.0.0.1, and drives it
// over real HTTP like the web client: each turn posts a stage-3 Half Life history with its
// taskId, the conversation so far and a 120-word text, and gets the coach's feedback while the
// row is updated. Prints turns per second and the latency percentiles with 50 concurrent
// sessions, then a JSON line. Every loop is bounded; the run stops by itself.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DEFAULT_PERIOD } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';

const THROUGHPUT_CLIENTS = 8;
const THROUGHPUT_SECONDS = 5;
const THROUGHPUT_MAX_TURNS = 50_000;
const SESSIONS = 50;
const TURNS_PER_SESSION = 40;
const SEQUENTIAL_TURNS = 200;

const paragraph =
  'We study how wheat plants respond to drought. Our lab measures epigenetic methylation in roots during dry summers. ' +
  'This matters because farmers need crops that survive heat. We grow plants in greenhouses, stop watering them, ' +
  'and watch which genes switch on. Then we compare the strong plants with the weak ones and share the seeds with breeders.';
const words = paragraph.split(/\s+/);
const text120 = Array.from({ length: 120 }, (_, index) => words[index % words.length]).join(' ');

type History = Record<string, unknown>;
interface WireMessage {
  Id: string;
  Text: string;
  IsStudent: boolean;
  InputType: string;
}
interface Reply {
  messages: WireMessage[];
  updatedHistory: History;
}

async function post(url: string, body: unknown): Promise<Reply> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Reply;
}

interface Session {
  history: History;
  conversation: WireMessage[];
}

/** Greeting, then the audience: a history at the 120-word stage with a stored row. */
async function startSession(url: string): Promise<Session> {
  const conversation: WireMessage[] = [];
  const greeting = await post(url, { Messages: [] });
  conversation.push(...greeting.messages, { Id: 's0', Text: '3', IsStudent: true, InputType: 'text' });
  const audience = await post(url, { ...greeting.updatedHistory, Messages: conversation });
  conversation.push(...audience.messages);
  if (audience.updatedHistory.currentStage !== 3) throw new Error('the session did not reach the 120-word stage');
  return { history: audience.updatedHistory, conversation };
}

/** One 120-word turn; returns its latency in milliseconds. */
async function turn(url: string, session: Session): Promise<number> {
  const started = performance.now();
  const reply = await post(url, {
    ...session.history,
    Messages: [...session.conversation, { Id: 'student', Text: text120, IsStudent: true, InputType: 'text' }],
  });
  const elapsed = performance.now() - started;
  if (reply.updatedHistory.currentStage !== 4 || !reply.messages.some((m) => m.Text.includes('score was'))) {
    throw new Error('a 120-word turn did not get the coach\'s feedback');
  }
  return elapsed;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    PGLITE_DIR: 'memory://',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LLM_BASE_URL: '',
    LLM_MODEL: '',
    LLM_API_KEY: '',
  });
  // Fails here, with the build instructions, when the dictionaries have not been built.
  loadDictionaries({ dir: config.DICTIONARY_DIR }).get(DEFAULT_PERIOD);
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: config.PGLITE_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/HalfLife`;
  try {
    const warm = await startSession(url);
    for (let i = 0; i < 20; i += 1) await turn(url, warm);

    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL_TURNS; i += 1) sequential.push(await turn(url, warm));
    sequential.sort((a, b) => a - b);

    const clients = await Promise.all(Array.from({ length: THROUGHPUT_CLIENTS }, () => startSession(url)));
    let completed = 0;
    const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
    const throughputStarted = performance.now();
    await Promise.all(
      clients.map(async (session) => {
        while (performance.now() < deadline && completed < THROUGHPUT_MAX_TURNS) {
          await turn(url, session);
          completed += 1;
        }
      }),
    );
    const turnsPerSecond = completed / ((performance.now() - throughputStarted) / 1000);

    const sessions = await Promise.all(Array.from({ length: SESSIONS }, () => startSession(url)));
    const latencies: number[] = [];
    const loadStarted = performance.now();
    await Promise.all(
      sessions.map(async (session) => {
        for (let i = 0; i < TURNS_PER_SESSION; i += 1) latencies.push(await turn(url, session));
      }),
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    latencies.sort((a, b) => a - b);

    const figures = {
      sequentialP50Ms: percentile(sequential, 50),
      turnsPerSecond,
      throughputClients: THROUGHPUT_CLIENTS,
      concurrentSessions: SESSIONS,
      turns: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? 0,
      turnsPerSecondUnderLoad: latencies.length / loadSeconds,
    };
    console.log('Exercise API: Half Life 120-word turns, built-in coach, PGlite in memory, HTTP on 127.0.0.1');
    console.log(`  one client, ${SEQUENTIAL_TURNS} turns: p50 ${ms(figures.sequentialP50Ms)}`);
    console.log(`  throughput, ${THROUGHPUT_CLIENTS} clients for ${THROUGHPUT_SECONDS} s: ${turnsPerSecond.toFixed(0)} turns/s (${completed} turns)`);
    console.log(
      `  ${SESSIONS} concurrent sessions × ${TURNS_PER_SESSION} turns: p50 ${ms(figures.p50Ms)}, p95 ${ms(figures.p95Ms)}, ` +
        `p99 ${ms(figures.p99Ms)}, max ${ms(figures.maxMs)}; ${figures.turnsPerSecondUnderLoad.toFixed(0)} turns/s`,
    );
    console.log(JSON.stringify({ bench: 'exercises', ...figures }));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
