// Reading the export back, for tests (the API's and the e2e journey's): a strict RFC 4180
// reader that trims nothing, so that a round trip shows exactly what a spreadsheet would get.

/** A strict RFC 4180 reader (no trimming): the records of a CSV text. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) throw new Error('The CSV does not end with CRLF');
  return records;
}

/** The export as records keyed by column name. */
export function readExport(body: string): { header: string[]; rows: Array<Record<string, string>> } {
  if (!body.startsWith('\uFEFF')) throw new Error('The export does not start with a byte-order mark');
  const [header = [], ...records] = parseCsv(body.slice(1));
  for (const record of records)
    if (record.length !== header.length) throw new Error(`A record has ${record.length} cells, the header ${header.length}`);
  return { header, rows: records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index] ?? '']))) };
}
