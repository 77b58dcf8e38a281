// A small CSV reader for list and table fields of chat messages and stored answers, which may
// hold comma/CSV text (a client's message, a stored row, a table answer's CSV lines, docs/exercises.md):
// commas separate cells, new lines separate rows, double quotes wrap a cell that contains either
// ("" is a quote inside a quoted cell). Cells are trimmed. Hand-made on purpose, because what a
// student types is not always well-formed CSV and this reader never refuses or loses any of it;
// it also runs in the browser (wire/messages.ts reads the exercise replies there), where
// csv-parse brings a Buffer polyfill. The libraries weighed and what each would cost are in the
// package's README, "Reading CSV".

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      row.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows;
}

/** One CSV cell: wrapped in double quotes when it holds a comma, a quote or a line break. */
function csvCell(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Rows as CSV lines, the inverse of parseCsv for trimmed cells. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n');
}
