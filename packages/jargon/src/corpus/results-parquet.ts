// The results of a corpus as Parquet, for analysis tools (pandas, R arrow, DuckDB): the columns of
// the results CSV (corpus-row.ts), typed (the id, error, period and group as UTF-8 strings, the
// figures as 32-bit integers, null where a text could not be measured), written by
// hyparquet-writer (pure JavaScript) one row group at a time.
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { fileWriter, ParquetWriter, schemaFromColumnData, type ColumnSource } from 'hyparquet-writer';
import { CORPUS_HEADER, corpusCells, type CorpusRow } from './corpus-row.ts';

type Cell = string | number | null;

const STRING_COLUMNS = new Set(['Id', 'Error', 'Period', 'Group']);

/** Rows per row group: a few MB of memory while writing, few groups for a reader. */
const ROW_GROUP_ROWS = 50_000;

const isStringColumn = (name: string) => STRING_COLUMNS.has(name);

function columnsOf(records: readonly (readonly Cell[])[]): ColumnSource[] {
  return CORPUS_HEADER.map((name, index) => {
    const values = records.map((record) => {
      const cell = record[index];
      if (cell === null || cell === undefined || cell === '') return null;
      return isStringColumn(name) ? String(cell) : Number(cell);
    });
    return { name, data: values, type: isStringColumn(name) ? 'STRING' : 'INT32', nullable: true };
  });
}

/** Writes the records (cells in CORPUS_HEADER's order, numbers as numbers or digits) to a Parquet file. */
export async function writeParquetRecords(records: AsyncIterable<readonly Cell[]> | Iterable<readonly Cell[]>, filename: string): Promise<number> {
  const schema = schemaFromColumnData({ columnData: columnsOf([]) });
  const writer = new ParquetWriter({ writer: fileWriter(filename), schema });
  let batch: (readonly Cell[])[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await writer.write({ columnData: columnsOf(batch), rowGroupSize: ROW_GROUP_ROWS });
    count += batch.length;
    batch = [];
  };
  for await (const record of records) {
    batch.push(record);
    if (batch.length >= ROW_GROUP_ROWS) await flush();
  }
  await flush();
  await writer.finish();
  return count;
}

/** The rows of a corpus (as the server holds them) as a Parquet file; returns the row count. */
export function writeResultsParquet(rows: AsyncIterable<CorpusRow> | Iterable<CorpusRow>, filename: string): Promise<number> {
  return writeParquetRecords(cellsOf(rows), filename);
}

async function* cellsOf(rows: AsyncIterable<CorpusRow> | Iterable<CorpusRow>): AsyncGenerator<Cell[]> {
  for await (const row of rows) yield corpusCells(row);
}

/** A results CSV (results-csv-file.ts) converted to Parquet; returns the row count. */
export function resultsCsvToParquet(csvPath: string, filename: string): Promise<number> {
  const records = createReadStream(csvPath).pipe(parse({ bom: true, from_line: 2, relax_column_count: true }));
  return writeParquetRecords(records as AsyncIterable<string[]>, filename);
}
