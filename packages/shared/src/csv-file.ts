// The site's CSV files (RFC 4180): the research export (docs/research.md "The export"),
// Results.csv of group grading and Comparison.csv (docs/de-jargonizer.md, docs/compare.md),
// written by csv-stringify with one set of options, so every file follows the same rules:
// UTF-8 with a byte-order mark so that spreadsheets read Hebrew and Arabic, CRLF between
// records, a cell quoted when it holds a comma, a quote or a line break (quotes doubled). The
// formula guard is the library's (escape_formulas): a text cell that a spreadsheet would run as
// a formula (starting with = + - @, their full-width forms, or a tab or carriage return) gets a
// leading apostrophe; numbers, dates and booleans are never formulas.
import { stringify, type Options } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | Date | null | undefined | Record<string, unknown> | unknown[];

/** The text of one value: a date as ISO 8601 (UTC), JSON for objects, empty for null. */
export function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

const cellOptions: Options = {
  record_delimiter: '\r\n',
  // A lone line break in a cell is quoted too (the library does so only without record_delimiter).
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    boolean: (value) => cellText(value),
    date: (value) => cellText(value),
    number: (value) => cellText(value),
    object: (value) => cellText(value as CsvValue),
  },
};

/** One cell as written to the file. */
export function csvCell(value: CsvValue): string {
  return stringify([[value]], { ...cellOptions, eof: false });
}

/** Records as they are, without the byte-order mark: what is appended to a file already begun. */
export function csvLines(records: readonly (readonly CsvValue[])[]): string {
  if (records.length === 0) return '';
  return stringify(records as CsvValue[][], cellOptions);
}

/** A file of records as they are (they may differ in length), with the byte-order mark. */
export function csvRecords(records: readonly (readonly CsvValue[])[]): string {
  if (records.length === 0) return '\uFEFF';
  return stringify(records as CsvValue[][], { ...cellOptions, bom: true });
}

/** The whole file: a header record, then one record per row, each as long as the header. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvRecords([header, ...rows.map((row) => header.map((_, index) => row[index]))]);
}
