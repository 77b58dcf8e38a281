// The texts of a CSV file: one row per text, an id column and a text column named by the caller
// (and optionally a group column), streamed (csv-rows.ts). A row the parser finds malformed, a row
// with the wrong number of fields, an empty id, an id seen before or a text that is not UTF-8 is a
// failed row of its own.
import { JargonError } from '../errors.ts';
import { MAX_TEXT_BYTES, tooLarge, type CorpusItem } from './corpus-text.ts';
import { scanRecordEnds } from './csv-records-scan.ts';
import { readCsvRecords } from './csv-rows.ts';

export interface CsvColumns {
  readonly idColumn: string;
  readonly textColumn: string;
  readonly groupColumn?: string | undefined;
}

export const DEFAULT_CSV_COLUMNS: CsvColumns = { idColumn: 'id', textColumn: 'text' };

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
  let indexes: { id: number; text: number; group: number | null; fields: number } | null = null;
  const seen = new Set<string>();
  let row = 0;
  for await (const { fields, problems } of readCsvRecords(path)) {
    if (!indexes) {
      indexes = {
        id: columnIndex(fields, columns.idColumn, 'id'),
        text: columnIndex(fields, columns.textColumn, 'text'),
        group: columns.groupColumn ? columnIndex(fields, columns.groupColumn, 'group') : null,
        fields: fields.length,
      };
      continue;
    }
    row++;
    const id = fields[indexes.id]?.trim() ?? '';
    const group = indexes.group === null ? null : fields[indexes.group]?.trim() || null;
    // An id of its own for a row that cannot stand as it is, so that resuming still finds it once.
    const rowId = id ? `${id} (row ${row})` : `row ${row}`;
    const text = fields[indexes.text] ?? '';
    if (problems.length > 0) {
      yield { id: rowId, group, error: { code: 'INVALID_ROW', message: `The row cannot be read as CSV: ${problems.join('; ')}.` } };
    } else if (fields.length !== indexes.fields) {
      yield { id: rowId, group, error: { code: 'INVALID_ROW', message: `The row has ${fields.length} fields where the header has ${indexes.fields}.` } };
    } else if (id === '') {
      yield { id: rowId, group, error: { code: 'INVALID_ROW', message: 'The row has no id.' } };
    } else if (seen.has(id)) {
      yield { id: rowId, group, error: { code: 'DUPLICATE_ID', message: `The id "${id}" was used by an earlier row.` } };
    } else if (text.length > MAX_TEXT_BYTES) {
      yield tooLarge(id, group);
    } else if (text.includes('\uFFFD')) {
      // The stream decodes bytes that are not UTF-8 as U+FFFD, as the site's forms do (text-guard).
      yield { id, group, error: { code: 'INVALID_TEXT', message: 'The text is not valid UTF-8.' } };
    } else {
      seen.add(id);
      yield { id, group, text };
    }
  }
  if (!indexes) throw new JargonError('INVALID_ARGUMENT', `${path} is empty: a CSV corpus needs a header row.`);
}

/**
 * About how many rows of texts the file holds, for a progress bar: its records less the header,
 * found without parsing (empty lines and rows the parser refuses are counted too).
 */
export async function countCsvCorpus(path: string): Promise<number> {
  return Math.max(0, (await scanRecordEnds(path)).records - 1);
}
