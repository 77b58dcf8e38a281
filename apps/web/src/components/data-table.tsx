// A table of figures with one header row and a row per item: the site's tables of results,
// reports and summaries. The first column heads its row (scope="row") unless told otherwise, so a
// screen reader names each figure by its row and column.
import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** On the header and every cell of the column (a numeric column's alignment). */
  className?: string;
  /** The cell's tooltip: the identifier behind a name shown in words. */
  title?: (row: Row) => string;
  /** 'auto' for a cell of user-written text, which may run right to left. */
  dir?: 'auto';
}

interface DataTableProps<Row> {
  className: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  caption?: ReactNode;
  /** A caption for screen readers only, where a heading or the context already names the table. */
  hideCaption?: boolean;
  /** The id of a heading naming the table, instead of a caption. */
  labelledBy?: string;
  /** False for a table whose rows have no naming column (an audit trail: when, who, what). */
  rowHeaders?: boolean;
}

export function DataTable<Row>({
  className,
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  labelledBy,
  rowHeaders = true,
}: DataTableProps<Row>) {
  return (
    <table className={className} aria-labelledby={labelledBy}>
      {caption !== undefined && <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={index} className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row, rowIndex)}>
            {columns.map((column, index) => {
              const Cell = rowHeaders && index === 0 ? 'th' : 'td';
              return (
                <Cell
                  key={index}
                  scope={Cell === 'th' ? 'row' : undefined}
                  className={column.className}
                  title={column.title?.(row)}
                  dir={column.dir}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
