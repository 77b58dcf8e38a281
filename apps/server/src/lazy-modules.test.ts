// The large packages only some requests need are loaded by the first such request, not when a
// process starts (docs/deployment.md "Memory"): pdfkit (the legal PDFs), docx (Download and the
// guide), mammoth (the .docx files the streamed reader refuses), yauzl and saxes (the first
// .docx), nodemailer (the first mail), winkNLP and its English model (the coach's first English
// analysis), stdlib's distributions (the first Compare two groups), better-auth and argon2 (the
// first request with a session, a sign-in or a registration), jose (the first access token),
// ioredis (only with REDIS_URL), the openai SDK (only with an LLM, LLM_BASE_URL) and prom-client
// (only with METRICS_TOKEN or METRICS_PORT). Each would otherwise hold 1–31 MB resident in every
// server process (the .docx readers in every grading thread too).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const LAZY_PACKAGES = [
  'pdfkit',
  'docx',
  'mammoth',
  'nodemailer',
  'wink-nlp',
  'wink-eng-lite-web-model',
  'ioredis',
  '@stdlib/stats-base-dists-t-quantile',
  'yauzl',
  'saxes',
  'better-auth',
  '@node-rs/argon2',
  'openai',
  'prom-client',
  'jose',
];

/** The module URLs that importing `file` (relative to this folder) loads, in a fresh Node process. */
function modulesLoadedBy(file: string): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = [];
    registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); seen.push(result.url); return result; } });
    await import(${JSON.stringify(new URL(file, import.meta.url).href)});
    console.log(JSON.stringify(seen));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as string[];
}

const packagesIn = (urls: string[]) =>
  LAZY_PACKAGES.filter((name) => urls.some((url) => url.includes(`/node_modules/${name}/`)));

describe('large packages loaded on first use', () => {
  it('are not loaded with the app', () => {
    const loaded = modulesLoadedBy('./app.ts');
    expect(loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    expect(packagesIn(loaded)).toEqual([]);
  }, 60_000);

  it('are not loaded with a grading thread’s tasks', () => {
    expect(packagesIn(modulesLoadedBy('./text-analysis/grading-tasks.ts'))).toEqual([]);
  }, 60_000);
});
