// A table answer quoted back readably (docs/product.md §5 "Table input"): the CSV lines a table stage
// stores (header row first) as an HTML table, every cell escaped. Used when the coach quotes
// the student's table in a later message and when a stored task is rebuilt for the profile.

import { parseCsv } from './csv.ts';
import { escapeHtml, textToHtml } from './html.ts';

export function rowsToHtmlTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const cells = (row: readonly string[], tag: 'th' | 'td') =>
    row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  const head = headers.length > 0 ? `<thead><tr>${cells(headers, 'th')}</tr></thead>` : '';
  return `<table>${head}<tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`;
}

const sameRow = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((cell, index) => cell.toLowerCase() === b[index]?.toLowerCase());

/**
 * Stored table details as HTML: a table when the first line is one of the known header rows (the
 * table form stores its headers first), or, where no headers are known, when the text has rows of
 * more than one column; otherwise the text with its line breaks (a student who typed plain text
 * instead of filling in the table: its commas are the writer's, not cells).
 */
export function detailsToHtml(
  details: string,
  knownHeaders: readonly (readonly string[])[] = [],
): string {
  const rows = parseCsv(details.trim());
  const [headers, ...body] = rows;
  const tabular =
    headers !== undefined &&
    body.length > 0 &&
    (knownHeaders.length > 0 ? knownHeaders.some((known) => sameRow(known, headers)) : rows.some((row) => row.length > 1));
  if (!tabular) return textToHtml(details.trim());
  return rowsToHtmlTable(headers, body);
}
