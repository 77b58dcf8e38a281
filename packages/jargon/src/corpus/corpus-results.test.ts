import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetMetadata, parquetReadObjects, parquetSchema } from 'hyparquet';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_HEADER, type CorpusRow } from './corpus-row.ts';
import { failedRow } from './result-row.ts';
import { openResultsCsv, writtenId } from './results-csv-file.ts';
import { resultsCsvToParquet } from './results-parquet.ts';

const work = mkdtempSync(join(tmpdir(), 'corpus-results-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const measured = (id: string, score: number, group: string | null = null): CorpusRow => ({
  fileName: id,
  commonPercent: 90,
  common: 90,
  midPercent: 6,
  mid: 6,
  rarePercent: 4,
  rare: 4,
  score,
  words: 100,
  error: null,
  period: 'English2021_2024',
  adjustedScore: score,
  explainedTerms: 0,
  group,
});

const failed = (id: string): CorpusRow => ({ ...failedRow(id, { code: 'EMPTY_TEXT', message: 'Article is empty.' }), group: null });

describe('the results CSV', () => {
  it('starts with a byte-order mark and the header, appends rows with formulas defused, and reads back the ids it holds', async () => {
    const path = join(work, 'results.csv');
    const file = await openResultsCsv(path);
    expect(file.doneIds.size).toBe(0);
    await file.append([measured('a', 93, '2019'), failed('=HYPERLINK("x")'), measured('line\nbreak', 80)]);
    await file.close();
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith(`\uFEFF${CORPUS_HEADER.join(',')}\r\n`)).toBe(true);
    expect(text).toContain('a,90,90,6,6,4,4,93,100,,English2021_2024,93,0,2019\r\n');
    expect(text).toContain(`"'=HYPERLINK(""x"")",,,,,,,,,Article is empty.,,,,\r\n`);

    const again = await openResultsCsv(path);
    expect([...again.doneIds].sort()).toEqual(['a', writtenId('=HYPERLINK("x")'), 'line\nbreak'].sort());
    await again.close();
  });

  it('cuts a half-written last record (even one inside a quoted field) before appending, so no row is doubled or broken', async () => {
    const path = join(work, 'interrupted.csv');
    const file = await openResultsCsv(path);
    await file.append([measured('a', 90)]);
    await file.close();
    const whole = readFileSync(path, 'utf8');
    appendFileSync(path, 'b,90,90,6,6,"4\r\n,4');

    const resumed = await openResultsCsv(path);
    expect([...resumed.doneIds]).toEqual(['a']);
    expect(readFileSync(path, 'utf8')).toBe(whole);
    await resumed.append([measured('b', 91)]);
    await resumed.close();
    expect(readFileSync(path, 'utf8')).toBe(`${whole}b,90,90,6,6,4,4,91,100,,English2021_2024,91,0,\r\n`);
  });

  it('refuses to write into a file that is not a results file, leaving it as it was', async () => {
    const path = join(work, 'corpus.csv');
    writeFileSync(path, 'id,text\n1,"half');
    await expect(openResultsCsv(path)).rejects.toThrow('is not a corpus results file');
    expect(readFileSync(path, 'utf8')).toBe('id,text\n1,"half');
  });
});

describe('the results as Parquet', () => {
  it('has the CSV columns typed: ids and errors as strings, figures as integers, null where a text failed', async () => {
    const csv = join(work, 'for-parquet.csv');
    const file = await openResultsCsv(csv);
    await file.append([measured('a', 93, '2019'), failed('b')]);
    await file.close();
    const parquet = join(work, 'results.parquet');
    expect(await resultsCsvToParquet(csv, parquet)).toBe(2);

    const bytes = readFileSync(parquet);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const schema = parquetSchema(parquetMetadata(buffer));
    expect(schema.children.map((column) => [column.element.name, column.element.type])).toEqual(
      CORPUS_HEADER.map((name) => [name, ['Id', 'Error', 'Period', 'Group'].includes(name) ? 'BYTE_ARRAY' : 'INT32']),
    );
    const rows = await parquetReadObjects({ file: buffer });
    expect(rows[0]).toMatchObject({ Id: 'a', Score: 93, 'Common %': 90, Error: null, Period: 'English2021_2024', Group: '2019' });
    expect(rows[1]).toMatchObject({ Id: 'b', Score: null, 'Number Of Words': null, Error: 'Article is empty.', Group: null });
  });
});
