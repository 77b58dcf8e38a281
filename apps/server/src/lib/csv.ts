// The site's CSV files (RFC 4180): the research export (docs/research.md "The export"),
// Results.csv of group grading and Comparison.csv (docs/de-jargonizer.md, docs/compare.md).
// UTF-8 with a byte-order mark so that spreadsheets read Hebrew and Arabic, CRLF between
// records, a cell quoted when it holds a comma, a quote or a line break (quotes doubled). A text
// cell that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
// return) gets a leading apostrophe.

export type CsvValue = string | number | boolean | Date | null | undefined | Record<string, unknown> | unknown[];

const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]/u;

/** The text of one value: a date as ISO 8601 (UTC), JSON for objects, empty for null. */
export function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** One cell as written to the file. Numbers, dates and booleans are never formulas. */
export function csvCell(value: CsvValue): string {
  const text = cellText(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a header record, then one record per row, each as long as the header. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const records = [header.map(csvCell).join(','), ...rows.map((row) => header.map((_, index) => csvCell(row[index])).join(','))];
  return `\uFEFF${records.join('\r\n')}\r\n`;
}
