// The list fields of stored messages, which may hold "comma/CSV text" (docs/product.md §3):
// commas separate cells, new lines separate rows, double quotes wrap a cell that contains
// either ("" is a quote inside a quoted cell); cells are trimmed. Read with csv-parse and
// written with csv-stringify. What a student types is not always well-formed CSV ("He said "hi,
// there"): quotes that do not make a well-formed cell are then read as plain text, never an error.
import { parse, type Options } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

const reading: Options = { trim: true, relax_quotes: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] };

export function parseCsv(text: string): string[][] {
  try {
    return parse(text, reading) as string[][];
  } catch {
    return parse(text, { ...reading, quote: false }) as string[][];
  }
}

/** Rows as CSV lines, the inverse of parseCsv for trimmed cells. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => [...row]), { eof: false });
}
