// The texts of a CSV file: one row per text, an id column and a text column named by the caller
// (and optionally a group column), streamed through csv-parse (RFC 4180: quoted fields with commas,
// doubled quotes and line breaks; a UTF-8 byte-order mark). A row the parser cannot read, a row
// with the wrong number of fields, an empty id or an id seen before is a failed row of its own.
import { createReadStream } from 'node:fs';
import { parse, type CsvError } from 'csv-parse';
import { JargonError } from '../errors.ts';
import { MAX_TEXT_BYTES, type CorpusItem } from './corpus-text.ts';

export interface CsvColumns {
  readonly idColumn: string;
  readonly textColumn: string;
  readonly groupColumn?: string | undefined;
}

export const DEFAULT_CSV_COLUMNS: CsvColumns = { idColumn: 'id', textColumn: 'text' };

interface ParsedRecord {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

function csvRecords(path: string, skipped: (error: CsvError | undefined) => void): AsyncIterable<ParsedRecord> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_TEXT_BYTES,
    on_skip: (error) => {
      skipped(error);
      return undefined;
    },
  });
  const input = createReadStream(path);
  input.once('error', (error) => parser.destroy(error));
  input.pipe(parser);
  return parser;
}

/** The index of a named column: as written, else in any letter case; a clear error when absent. */
function columnIndex(header: readonly string[], name: string, role: string): number {
  const names = header.map((cell) => cell.trim());
  let index = names.indexOf(name);
  if (index < 0) index = names.findIndex((cell) => cell.toLowerCase() === name.toLowerCase());
  if (index < 0) {
    throw new JargonError('INVALID_ARGUMENT', `The CSV has no ${role} column "${name}"; its columns are: ${names.join(', ')}.`);
  }
  return index;
}

export async function* readCsvCorpus(path: string, columns: CsvColumns = DEFAULT_CSV_COLUMNS): AsyncGenerator<CorpusItem> {
  const unreadable: CorpusItem[] = [];
  const records = csvRecords(path, (error) => {
    const line = (error as { lines?: number } | undefined)?.lines;
    unreadable.push({
      id: `line ${line ?? '?'}`,
      group: null,
      error: { code: 'INVALID_ROW', message: `The row cannot be read as CSV: ${error?.message ?? 'malformed'}` },
    });
  });
  let indexes: { id: number; text: number; group: number | null; fields: number } | null = null;
  const seen = new Set<string>();
  for await (const { record, info } of records) {
    yield* unreadable.splice(0);
    if (!indexes) {
      indexes = {
        id: columnIndex(record, columns.idColumn, 'id'),
        text: columnIndex(record, columns.textColumn, 'text'),
        group: columns.groupColumn ? columnIndex(record, columns.groupColumn, 'group') : null,
        fields: record.length,
      };
      continue;
    }
    const id = record[indexes.id]?.trim() ?? '';
    const group = indexes.group === null ? null : record[indexes.group]?.trim() || null;
    if (record.length !== indexes.fields) {
      yield {
        id: id ? `${id} (line ${info.lines})` : `line ${info.lines}`,
        group,
        error: { code: 'INVALID_ROW', message: `The row has ${record.length} fields where the header has ${indexes.fields}.` },
      };
    } else if (id === '') {
      yield { id: `line ${info.lines}`, group, error: { code: 'INVALID_ROW', message: 'The row has no id.' } };
    } else if (seen.has(id)) {
      // A name of its own, so that resuming from the results still finds each row exactly once.
      yield { id: `${id} (line ${info.lines})`, group, error: { code: 'DUPLICATE_ID', message: `The id "${id}" was used by an earlier row.` } };
    } else {
      seen.add(id);
      yield { id, group, text: record[indexes.text] ?? '' };
    }
  }
  yield* unreadable.splice(0);
  if (!indexes) throw new JargonError('INVALID_ARGUMENT', `${path} is empty: a CSV corpus needs a header row.`);
}

/** How many rows of texts the file holds (its records less the header). */
export async function countCsvCorpus(path: string): Promise<number> {
  let count = 0;
  for await (const _ of csvRecords(path, () => count++)) count++;
  return Math.max(0, count - 1);
}
