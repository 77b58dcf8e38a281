// `npm test`: build what is missing, then every suite — unit and API tests (Vitest), then the
// browser tests (Playwright in Debian's Chromium: the site's end-to-end tests and the widget's
// stand-alone tests, two projects of playwright.config.ts) — and end with one line of totals:
// "N passed, N failed".
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.ts';
import { root, run } from './lib.ts';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const resultsDir = path.join(root, '.cache/test-results');
mkdirSync(resultsDir, { recursive: true });
const totals: Record<string, Totals> = {};
// The failed and flaky tests by name, repeated just above the totals: a CI log is often read
// from its end, and the runners' own reports of a failure are far above it.
const failures: string[] = [];
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/**
 * Vitest, and with DATABASE_URL the server's PostgreSQL project in a process of its own beside the
 * rest: each server project runs one file at a time and a project group shares one worker, so in
 * one process the PostgreSQL files waited for the PGlite ones while a core sat mostly idle. Its
 * output is printed once the rest has finished, so the two never interleave in the log.
 */
async function vitest(): Promise<void> {
  // A report left by an earlier run is never read as this run's.
  for (const name of ['vitest', 'vitest-postgres']) rmSync(path.join(resultsDir, `${name}.json`), { force: true });
  const reporters = (name: string) => ['--reporter=json', `--outputFile.json=${path.join(resultsDir, `${name}.json`)}`];
  // Without Vitest's cache of file durations, which both processes would write: one worker takes
  // as long in any order.
  const postgres = process.env.DATABASE_URL
    ? runCaptured(bin('vitest'), ['run', '--project', 'server-postgres', '--no-cache', '--reporter=default', ...reporters('vitest-postgres')], path.join(resultsDir, 'vitest-postgres.log'))
    : null;
  const main = run(bin('vitest'), ['run', ...(postgres ? ['--project', '!server-postgres'] : []), '--reporter=default', ...reporters('vitest')]);
  // Awaited before its report is read: an argument list reads left to right.
  const code = await main;
  countVitest(readJson<VitestReport>(path.join(resultsDir, 'vitest.json')), code);
  if (!postgres) return;
  const postgresCode = await postgres;
  process.stdout.write(readFileSync(path.join(resultsDir, 'vitest-postgres.log'), 'utf8'));
  countVitest(readJson<VitestReport>(path.join(resultsDir, 'vitest-postgres.json')), postgresCode);
}

function countVitest(report: VitestReport | undefined, code: number): void {
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`vitest failed: ${name} › ${test.fullName}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`vitest failed: ${name}: ${file.message || 'the file did not run'}`);
  }
  const counted = report
    ? { passed: report.numPassedTests, failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0), skipped: report.numPendingTests + report.numTodoTests }
    : { passed: 0, failed: 1, skipped: 0 };
  const before = totals.vitest ?? { passed: 0, failed: 0, skipped: 0 };
  totals.vitest = { passed: before.passed + counted.passed, failed: before.failed + counted.failed, skipped: before.skipped + counted.skipped };
}

/** Runs a command to completion with its output (both streams) in a file; resolves with its exit code. */
function runCaptured(command: string, args: string[], logFile: string): Promise<number> {
  const log = openSync(logFile, 'w');
  return run(command, args, { stdio: ['ignore', log, log] }).finally(() => closeSync(log));
}

async function playwright(): Promise<void> {
  const out = path.join(resultsDir, 'e2e.json');
  const code = await run(bin('playwright'), ['test'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  const report = readJson<PlaywrightReport>(out);
  for (const suite of report?.suites ?? []) failures.push(...playwrightProblems(suite));
  totals.e2e = report
    ? {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected + (code !== 0 && report.stats.unexpected === 0 ? 1 : 0),
        skipped: report.stats.skipped,
      }
    : { passed: 0, failed: 1, skipped: 0 };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string }> }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ projectName: string; status: string }> }>;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Every unexpected (failed) and flaky test in a suite of Playwright's JSON report, by name. */
function playwrightProblems(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => `e2e ${test.status === 'flaky' ? 'flaky (passed on retry)' : 'failed'}: [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightProblems)];
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

try {
  await build();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const only = process.argv.slice(2);
const wanted = (suite: string) => only.length === 0 || only.includes(suite);
if (wanted('unit')) await vitest();
if (wanted('e2e')) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error('Chromium is missing: apt-get install -y chromium (the end-to-end tests use /usr/bin/chromium).');
    totals.e2e = { passed: 0, failed: 1, skipped: 0 };
  } else {
    await playwright();
  }
}

const sum = Object.values(totals).reduce((a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
if (failures.length > 0) console.log('\n' + failures.join('\n'));
console.log('\n' + Object.entries(totals).map(([suite, t]) => `${suite}: ${t.passed} passed, ${t.failed} failed`).join('\n'));
console.log(`${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 ? 1 : 0);
