// Reading the export back, for tests (the API's and the e2e journey's): a strict RFC 4180
// reader that trims nothing, so that a round trip shows exactly what a spreadsheet would get.
// The reading is csv-parse's, the library whose writer (csv-stringify) makes the files.
import { parse } from 'csv-parse/sync';

/** A strict RFC 4180 reader (no trimming): the records of a CSV text that ends with CRLF. */
export function parseCsv(text: string): string[][] {
  if (text !== '' && !text.endsWith('\r\n')) throw new Error('The CSV does not end with CRLF');
  return parse(text, { record_delimiter: '\r\n', relax_column_count: true, trim: false, skip_empty_lines: false });
}

/** The export as records keyed by column name. */
export function readExport(body: string): { header: string[]; rows: Array<Record<string, string>> } {
  if (!body.startsWith('\uFEFF')) throw new Error('The export does not start with a byte-order mark');
  const [header = [], ...records] = parseCsv(body.slice(1));
  for (const record of records)
    if (record.length !== header.length) throw new Error(`A record has ${record.length} cells, the header ${header.length}`);
  return { header, rows: records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index] ?? '']))) };
}
