// Course dashboard benchmark (`DATABASE_URL=… npm run bench -- course-dashboard`; docs/courses.md
// "The dashboard's bench"): the real entry point on a fresh PostgreSQL database next to
// DATABASE_URL, a course of 40 students × 8 assignments, every cell submitted (a 150-word text
// with its figures and rare words). A trainer asks for the dashboard one request after another;
// the target is the issue's: an answer within 300 ms of server time. Requests go one at a time
// over loopback, so a request's time is the server's (and PostgreSQL's) time for it; the p95 of
// 100 requests is the verdict, and the CPU per request of the server and of PostgreSQL is printed
// beside it, with the before/after figures and the CSV file, for information.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, dropTestDatabase } from '../src/test/postgres-database.ts';
import { verdicts } from './bench-server.ts';
import { cpuMeter, loadLine, postgresCpuMeter } from './process-stats.ts';
import { startRealServer } from './real-server.ts';
import { writerToken } from './reader-check-fixture.ts';

const STUDENTS = 40;
const ASSIGNMENTS = 8;
const REQUESTS = 100;
const TARGET_MS = 300;

const KINDS = ['dejargonizer', 'halfLife', 'persuasive', 'coherence', 'criticalThinking', 'ethics', 'halfLife', 'dejargonizer'];
const RARE = ['epigenetic', 'methylation', 'chromatin', 'transcriptional', 'phenotypic', 'heterogeneity', 'stochastic', 'dendritic'];
const TEXT = Array.from({ length: 10 }, () => 'Researchers measured epigenetic methylation in the roots of wheat during a dry summer.').join(' ');

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.log('course-dashboard: needs PostgreSQL: DATABASE_URL=postgres://… npm run bench -- course-dashboard');
  process.exit(0);
}
const { check: verdict, finish } = verdicts();
const databaseUrl = await createTestDatabase(adminUrl);
const database = new URL(databaseUrl).pathname.slice(1);
const server = await startRealServer({ databaseUrl });
try {
  const bearer = await writerToken(server.base);
  const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => json(await fetch(`${server.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
  const course = await post('/api/courses', { name: 'Bench course', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' });
  const courseId = String(course.id);
  const assignmentIds: string[] = [];
  for (let index = 0; index < ASSIGNMENTS; index++) {
    const mark = index === 0 ? 'before' : index === ASSIGNMENTS - 1 ? 'after' : null;
    assignmentIds.push(String((await post(`/api/courses/${courseId}/assignments`, { kind: KINDS[index], title: `Assignment ${index + 1}`, readers: 'adults', mark })).id));
  }

  // The students and their work, written straight into the tables: 40 sign-ups through the API
  // would be 40 password hashes and the sign-up limit, and measure nothing of the dashboard.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let student = 0; student < STUDENTS; student++) {
      const id = randomUUID();
      await client.query('insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)', [id, '', `student-${student}@example.org`]);
      await client.query("insert into course_members (course_id, user_id, role) values ($1, $2, 'student')", [courseId, id]);
      for (const [index, assignmentId] of assignmentIds.entries()) {
        const rare = RARE.slice(0, 1 + ((student + index) % RARE.length));
        await client.query(
          `insert into course_submissions (assignment_id, student_id, task_type, task_id, status, text, words, rare_words, score, rare_forms, seconds)
           values ($1, $2, 'dejargonizer', $3, $4, $5, 150, $6, $7, $8, $9)`,
          [assignmentId, id, randomUUID(), (student + index) % 5 === 0 ? 'inProgress' : 'finished', TEXT, rare.length * 3, 90 - rare.length * 2 - (index === ASSIGNMENTS - 1 ? 0 : 5), JSON.stringify(rare), 600 + student * 7],
        );
      }
    }
  } finally {
    await client.end();
  }

  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`);
    return { elapsed: performance.now() - started, body };
  };
  const first = JSON.parse((await get(`/api/courses/${courseId}/dashboard`)).body) as { students: unknown[]; assignments: unknown[] };
  if (first.students.length !== STUDENTS || first.assignments.length !== ASSIGNMENTS) throw new Error('the dashboard does not show the whole course');
  // Warm-up: JIT, the connection pool, the prepared statements.
  for (let i = 0; i < 20; i++) await get(`/api/courses/${courseId}/dashboard`);

  console.log(`before: ${loadLine()}`);
  const serverCpu = cpuMeter(server.pid);
  const postgres = postgresCpuMeter(database);
  const measure = async (path: string, requests: number) => {
    serverCpu.start();
    postgres.start();
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push((await get(path)).elapsed);
    const cpuMs = ((serverCpu.stop() ?? NaN) * 1000) / requests;
    const postgresMs = ((postgres.stop() ?? NaN) * 1000) / requests;
    const sorted = times.sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? NaN, cpuMs, postgresMs };
  };
  const line = (name: string, figures: Awaited<ReturnType<typeof measure>>) =>
    `${name}: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}; CPU per request: server ${ms(figures.cpuMs)}, PostgreSQL ${ms(figures.postgresMs)}`;

  const grid = await measure(`/api/courses/${courseId}/dashboard`, REQUESTS);
  console.log(`${line(`dashboard, ${STUDENTS} students × ${ASSIGNMENTS} assignments, ${REQUESTS} requests one at a time`, grid)}  ${loadLine()}`);
  console.log(`  target: p95 ≤ ${TARGET_MS} ms: ${verdict(grid.p95 <= TARGET_MS)}`);
  console.log(line('before and after (for information)', await measure(`/api/courses/${courseId}/before-after`, 30)));
  console.log(line('dashboard.csv (for information)', await measure(`/api/courses/${courseId}/dashboard.csv`, 30)));
} finally {
  await server.stop();
  await dropTestDatabase(adminUrl, databaseUrl);
}
finish();
