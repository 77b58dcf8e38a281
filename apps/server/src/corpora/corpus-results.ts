// A job's results as files (docs/research.md "Corpora"): the CSV streamed page by page from the
// database (the corpus results' columns of @scicomm/jargon/corpus, the CLI's too: UTF-8 with a
// byte-order mark, formulas defused), and Parquet written to a temporary file and sent from it.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CORPUS_HEADER, corpusCells, type CorpusRow } from '@scicomm/jargon/corpus/corpus-row';
import { csvLines, csvRecords } from '../file-formats/csv.ts';
import type { Executor } from '../db/executor.ts';
import { resultPage, type CorpusResultRow } from './corpus-repository.ts';

const PAGE_ROWS = 2_000;

const toCorpusRow = (row: CorpusResultRow): CorpusRow => ({
  fileName: row.textId,
  commonPercent: row.commonPercent,
  common: row.common,
  midPercent: row.midPercent,
  mid: row.mid,
  rarePercent: row.rarePercent,
  rare: row.rare,
  score: row.score,
  words: row.words,
  error: row.error,
  errorCode: row.errorCode ?? undefined,
  period: row.period,
  adjustedScore: row.adjustedScore,
  explainedTerms: row.explainedTerms,
  group: row.groupValue,
});

/** The job's result rows in the corpus's order, read a page at a time. */
export async function* resultRows(db: Executor, jobId: string): AsyncGenerator<CorpusRow> {
  let after = -1;
  for (;;) {
    const page = await resultPage(db, jobId, after, PAGE_ROWS);
    for (const row of page) yield toCorpusRow(row);
    if (page.length < PAGE_ROWS) return;
    after = (page.at(-1) as CorpusResultRow).position;
  }
}

export function writeResultsCsv(db: Executor, jobId: string): Readable {
  return Readable.from(
    (async function* () {
      yield csvRecords([CORPUS_HEADER]);
      let page: CorpusRow[] = [];
      for await (const row of resultRows(db, jobId)) {
        page.push(row);
        if (page.length >= PAGE_ROWS) {
          yield csvLines(page.map(corpusCells));
          page = [];
        }
      }
      yield csvLines(page.map(corpusCells));
    })(),
  );
}

/** The Parquet file as a stream; its temporary file is deleted once sent. */
export async function writeResultsParquetFile(db: Executor, jobId: string): Promise<Readable> {
  const file = path.join(tmpdir(), `corpus-${randomUUID()}.parquet`);
  try {
    // Loaded by the first Parquet download: its writer is not needed by any other request.
    const { writeResultsParquet } = await import('@scicomm/jargon/corpus/results-parquet');
    await writeResultsParquet(resultRows(db, jobId), file);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  const stream = createReadStream(file);
  stream.once('close', () => void rm(file, { force: true }));
  return stream;
}
