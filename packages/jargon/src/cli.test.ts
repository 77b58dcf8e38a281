import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDictionaries } from './build-dictionaries.ts';
import { runCli } from './cli.ts';

const work = mkdtempSync(join(tmpdir(), 'jargon-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeAll(() => {
  buildDictionaries();
}, 180_000);

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, (line) => out.push(line), (line) => err.push(line));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cli', () => {
  const article = join(work, 'article.txt');
  writeFileSync(article, 'Gene therapy is new. We met Gene Smith; epigenetics is hard.');

  it('analyze prints counts, percentages and the score', async () => {
    const { code, out } = await run('analyze', article, '--period', 'English2012_2015');
    expect(code).toBe(0);
    expect(out).toMatch(/Common\s+\d+\s+\d+%/);
    expect(out).toMatch(/Rare\s+1\s+9%/);
    expect(out).toContain('Score');
    expect(out).toContain('epigenetics');
  });

  it('analyze --json is machine-readable', async () => {
    const { code, out } = await run('analyze', article, '--json');
    expect(code).toBe(0);
    const result = JSON.parse(out) as { period: string; counts: { total: number }; rareWords: string[]; score: number };
    expect(result.period).toBe('English2021_2024');
    expect(result.counts.total).toBe(11);
    expect(result.rareWords).toEqual(['epigenetics']);
  });

  it('word prints the band per period and the frequency per year', async () => {
    const { code, out } = await run('word', 'Gene');
    expect(code).toBe(0);
    expect(out).toMatch(/English2012_2015\s+mid/);
    expect(out).toMatch(/2024\s+\d+\s+\d+\.\d\d/);
  });

  it('build-corpus builds a dictionary', async () => {
    const input = join(work, 'corpus');
    mkdirSync(input);
    writeFileSync(join(input, 'a.txt'), 'cells divide');
    const { code, out } = await run('build-corpus', input, '--code', 'Cells2020_2024', '--out', join(work, 'out'));
    expect(code).toBe(0);
    expect(out).toContain('Built Cells2020_2024 from 1 files');
  });

  it.each([
    [['analyze', 'missing.txt'], 1, 'Cannot read'],
    [['analyze', 'x.pdf'], 1, 'Only .txt and .docx'],
    [['analyze', article, '--period', 'English2005_2008'], 1, 'No dictionary for English2005_2008.'],
    [['analyze', article, '--period', 'nonsense'], 1, 'Invalid format: nonsense'],
    [['build-corpus', work, '--code', 'bad'], 1, 'Invalid format: bad'],
    [['analyze'], 2, 'Usage'],
    [['analyze', article, '--bogus'], 2, 'Usage'],
    [['frobnicate'], 2, 'Unknown command frobnicate.'],
    [[], 2, 'Usage'],
  ])('%j exits %i with a clear message', async (argv, exitCode, message) => {
    const { code, out, err } = await run(...argv);
    expect(code).toBe(exitCode);
    expect(err + out).toContain(message);
  });

  it('refuses an empty article', async () => {
    const empty = join(work, 'empty.txt');
    writeFileSync(empty, '  \n');
    const { code, err } = await run('analyze', empty);
    expect(code).toBe(1);
    expect(err).toBe('Article is empty.');
  });
});
