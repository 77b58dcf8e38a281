// Rules of the table-input form that some exercise stages show instead of the text box
// (docs/product.md §5 "Table input"). Pure functions so the web form and the server apply the same rules.

/** Cells trimmed; rows whose cells are all empty dropped, except the first row, always kept. */
export function normaliseTableRows(rows: readonly (readonly string[])[]): string[][] {
  const trimmed = rows.map((row) => row.map((cell) => cell.trim()));
  return trimmed.filter((row, index) => index === 0 || row.some((cell) => cell !== ''));
}

/** Rows the form starts with: at least max(minimumRows, supplied rows, 1). */
export function initialRowCount(
  minimumRows: number | null | undefined,
  suppliedRows: number,
): number {
  const minimum = Number.isFinite(minimumRows) ? Math.floor(minimumRows ?? 0) : 0;
  return Math.max(minimum, Math.floor(suppliedRows), 1);
}

/** The example row shown above the input rows, its first cell prefixed "Example:". */
export function exampleRowCells(exampleRow: readonly string[] | null | undefined): string[] {
  if (!exampleRow || exampleRow.length === 0) return [];
  const [first = '', ...rest] = exampleRow;
  const firstCell = first.trim() === '' ? 'Example:' : `Example: ${first.trim()}`;
  return [firstCell, ...rest];
}

/** A row can be removed only while more than one remains. */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > 1;
}
