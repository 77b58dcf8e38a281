// The table-input form some exercise stages ask for instead of the text box (docs/product.md §5 "Table
// input"): cells are trimmed, empty rows dropped but the first kept, never fewer than one row,
// at least max(minimumRows, supplied rows, 1) rows to start, and the example row shown above
// the input rows with its first cell prefixed "Example:". The rules live in @scicomm/coach.
// On a phone each row is stacked, every cell under its column's name (chat-screen.css).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRemoveRow, exampleRowCells, initialRowCount, normaliseTableRows } from '@scicomm/coach/engine/table-input';

interface TableInputFormProps {
  headers: string[];
  minimumRows?: number | undefined;
  tableData?: string[][] | undefined;
  exampleRow?: string[] | undefined;
  /** Receives the normalised rows; returns false when the answer could not be sent. */
  onSubmit: (headers: string[], rows: string[][]) => boolean;
}

interface Row {
  key: number;
  cells: string[];
}

let rowKeys = 0;
const newRow = (cells: string[]): Row => ({ key: (rowKeys += 1), cells });

export function TableInputForm({ headers, minimumRows, tableData, exampleRow, onSubmit }: TableInputFormProps) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const titleId = useId();
  const columns = Math.max(headers.length, 1);
  const [rows, setRows] = useState<Row[]>(() =>
    Array.from({ length: initialRowCount(minimumRows, tableData?.length ?? 0) }, (_, index) =>
      newRow(Array.from({ length: columns }, (_, column) => tableData?.[index]?.[column] ?? '')),
    ),
  );
  const example = exampleRowCells(exampleRow);
  const firstCell = useRef<HTMLInputElement>(null);

  // The form replaces the text box, so the focus it held is lost: a keyboard user continues in
  // the first cell. Focus that is somewhere else (the conversation, the page) is left alone.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) firstCell.current?.focus();
  }, []);
  const columnName = (column: number) => headers[column] ?? t('exercises.table.column', { column: column + 1 });

  const setCell = (rowIndex: number, column: number, value: string) =>
    setRows((current) =>
      current.map((row, index) => (index === rowIndex ? { ...row, cells: row.cells.map((cell, c) => (c === column ? value : cell)) } : row)),
    );

  const submit = () => {
    const normalised = normaliseTableRows(rows.map((row) => row.cells));
    // An answer with every cell empty is ignored, like an empty chat message.
    if (normalised.every((row) => row.every((cell) => cell === ''))) return;
    onSubmit(headers, normalised);
  };

  return (
    <form
      className="table-input"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p id={titleId} className="table-input__title">
        {t('exercises.table.label')}
      </p>
      <div className="table-input__scroll">
        <table>
          <thead>
            <tr>
              {Array.from({ length: columns }, (_, column) => (
                <th key={column} scope="col">
                  {columnName(column)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('exercises.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {example.length > 0 && (
              <tr className="table-input__example">
                {Array.from({ length: columns }, (_, column) => (
                  <td key={column} data-column={columnName(column)}>
                    {example[column] ?? ''}
                  </td>
                ))}
                <td className="table-input__row-actions" />
              </tr>
            )}
            {rows.map((row, rowIndex) => (
              <tr key={row.key}>
                {row.cells.map((cell, column) => (
                  <td key={column} data-column={columnName(column)}>
                    <input
                      ref={rowIndex === 0 && column === 0 ? firstCell : undefined}
                      type="text"
                      value={cell}
                      aria-label={t('exercises.table.cell', { column: columnName(column), row: rowIndex + 1 })}
                      onChange={(event) => setCell(rowIndex, column, event.target.value)}
                    />
                  </td>
                ))}
                <td className="table-input__row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={!canRemoveRow(rows.length)}
                    onClick={() => setRows((current) => current.filter((_, index) => index !== rowIndex))}
                  >
                    {t('exercises.table.removeRow', { row: rowIndex + 1 })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-input__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setRows((current) => [...current, newRow(Array.from({ length: columns }, () => ''))])}
        >
          {t('exercises.table.addRow')}
        </button>
        <button type="submit" className="button button--small">
          {t('exercises.table.send')}
        </button>
      </div>
    </form>
  );
}
