import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parquetReadObjects } from 'hyparquet';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGLISH_REAL_PROSE,
  ENGLISH_REAL_PROSE_HELD_OUT,
  HEBREW_REAL_PROSE,
  HEBREW_REAL_PROSE_HELD_OUT,
} from '../../eval/explanation-real-prose.ts';
import { buildDictionaries } from '../build-dictionaries.ts';
import { NOT_A_DOCX } from '../docx-safety.ts';
import { analyze } from '../classify.ts';
import { runCli } from '../cli.ts';
import { termsOf } from '../key-terms.ts';
import { loadDictionaries } from '../load.ts';
import { DEFAULT_PERIOD, HEBREW_PERIOD } from '../period-code.ts';
import { measuredPeriod } from '../text-script.ts';
import { CORPUS_HEADER } from './corpus-row.ts';

const work = mkdtempSync(join(tmpdir(), 'analyze-corpus-'));
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

type ResultRecord = Readonly<Record<string, string>>;
const resultsOf = (path: string): ResultRecord[] =>
  Papa.parse<ResultRecord>(readFileSync(path, 'utf8'), { header: true, delimiter: ',', skipEmptyLines: true }).data;

/** Published passages (journal abstracts, science news) in English and Hebrew, none written for a test. */
const passages = [...ENGLISH_REAL_PROSE, ...ENGLISH_REAL_PROSE_HELD_OUT, ...HEBREW_REAL_PROSE, ...HEBREW_REAL_PROSE_HELD_OUT];

describe('analyze-corpus', () => {
  it('measures a ZIP of published abstracts and news with the same figures as one analysis of each text, with a row for a broken file, and writes Parquet', async () => {
    const zip = new JSZip();
    passages.forEach((passage, index) => zip.file(`${passage.kind}/${String(index).padStart(3, '0')}.txt`, passage.text));
    zip.file('broken.docx', 'not a Word document');
    const corpus = join(work, 'passages.zip');
    writeFileSync(corpus, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    const out = join(work, 'passages.csv');
    const parquet = join(work, 'passages.parquet');

    const { code, out: printed } = await run('analyze-corpus', corpus, '--out', out, '--parquet', parquet, '--threads', '2', '--explained-terms');
    expect(code).toBe(0);
    expect(printed).toContain(`Measured ${passages.length + 1} texts (1 with an error)`);

    const rows = resultsOf(out);
    expect(Object.keys(rows[0] ?? {})).toEqual(CORPUS_HEADER);
    expect(rows).toHaveLength(passages.length + 1);
    const byId = new Map(rows.map((row) => [row.Id, row]));
    expect(byId.get('broken.docx')).toMatchObject({ Score: '', Error: NOT_A_DOCX });
    const dictionaries = loadDictionaries();
    passages.forEach((passage, index) => {
      const period = measuredPeriod(dictionaries, passage.text, DEFAULT_PERIOD);
      const one = analyze(passage.text, dictionaries.get(period));
      const terms = termsOf(one);
      expect(byId.get(`${passage.kind}/${String(index).padStart(3, '0')}.txt`)).toMatchObject({
        Score: String(one.score),
        Common: String(one.counts.common),
        'Mid-Frequency': String(one.counts.mid),
        Rare: String(one.counts.rare),
        'Number Of Words': String(one.counts.total),
        Period: period,
        'Adjusted Score': String(terms.adjusted.score),
        'Explained Terms': String(terms.explainedTerms.length),
        Group: passage.kind,
      });
    });
    expect(new Set(rows.map((row) => row.Period))).toEqual(new Set([DEFAULT_PERIOD, HEBREW_PERIOD, '']));

    const bytes = readFileSync(parquet);
    const fromParquet = await parquetReadObjects({ file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
    expect(fromParquet.map((row) => [row.Id, row.Score])).toEqual(rows.map((row) => [row.Id, row.Score === '' ? null : Number(row.Score)]));
  });

  it('after a run killed mid-way (and a half-written last line), the same command measures every text exactly once', async () => {
    const corpus = join(work, 'abstracts.csv');
    const texts = Array.from({ length: 3000 }, (_, index) => `${passages[index % passages.length]?.text ?? ''} Sample ${index}.`);
    writeFileSync(corpus, `abstract_id,abstract\n${texts.map((text, index) => `A${index},"${text.replaceAll('"', '""')}"`).join('\n')}\n`);
    const out = join(work, 'abstracts-results.csv');

    const child = spawn(process.execPath, [join(import.meta.dirname, '../cli.ts'), 'analyze-corpus', corpus, '--out', out, '--id-column', 'abstract_id', '--text-column', 'abstract', '--threads', '1'], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed as soon as the first rows are written, long before the last of 3,000 texts.
    while (!(existsSync(out) && resultsOf(out).length > 0)) await sleep(20);
    child.kill('SIGKILL');
    await exited;
    const partial = resultsOf(out).length;
    expect(partial).toBeLessThan(texts.length);
    appendFileSync(out, 'A2999,88,');
    const sizeBefore = statSync(out).size;

    const resumed = await run('analyze-corpus', corpus, '--out', out, '--id-column', 'abstract_id', '--text-column', 'abstract');
    expect(resumed.code).toBe(0);
    expect(resumed.out).toContain(`${partial.toLocaleString('en')} already in ${out} were skipped`);
    expect(statSync(out).size).toBeGreaterThan(sizeBefore);
    const ids = resultsOf(out).map((row) => row.Id);
    expect(ids).toHaveLength(texts.length);
    expect(new Set(ids)).toEqual(new Set(texts.map((_, index) => `A${index}`)));
    expect(resultsOf(out).every((row) => row.Error === '' && row.Score !== '' && row['Adjusted Score'] === '')).toBe(true);
  });

  it('stops on Ctrl-C with every row it wrote whole and exit code 130, and the same command then finishes the rest', async () => {
    const corpus = join(work, 'interrupted.csv');
    const texts = Array.from({ length: 3000 }, (_, index) => `${passages[index % passages.length]?.text ?? ''} Number ${index}.`);
    writeFileSync(corpus, `id,text\n${texts.map((text, index) => `n${index},"${text.replaceAll('"', '""')}"`).join('\n')}\n`);
    const out = join(work, 'interrupted-results.csv');
    const child = spawn(process.execPath, [join(import.meta.dirname, '../cli.ts'), 'analyze-corpus', corpus, '--out', out, '--threads', '1'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    while (!(existsSync(out) && resultsOf(out).length > 0)) await sleep(20);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(printed).toContain('Stopped. Run the same command again to measure the rest.');
    const written = readFileSync(out, 'utf8');
    expect(written.endsWith('\r\n')).toBe(true);
    const stopped = resultsOf(out).length;
    expect(stopped).toBeLessThan(texts.length);

    const resumed = await run('analyze-corpus', corpus, '--out', out);
    expect(resumed.code).toBe(0);
    expect(resumed.out).toContain(`Measured ${(texts.length - stopped).toLocaleString('en')} texts`);
    const ids = resultsOf(out).map((row) => row.Id);
    expect(ids).toHaveLength(texts.length);
    expect(new Set(ids).size).toBe(texts.length);
  });

  it('refuses an unknown period and a missing --out with a clear message, touching no file', async () => {
    const corpus = join(work, 'one.csv');
    writeFileSync(corpus, 'id,text\n1,Plain words.\n');
    const out = join(work, 'never.csv');
    const unknown = await run('analyze-corpus', corpus, '--out', out, '--period', 'English1900_1903');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/English1900_1903/);
    expect(existsSync(out)).toBe(false);
    const usage = await run('analyze-corpus', corpus);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('--out FILE.csv');
  });
});
