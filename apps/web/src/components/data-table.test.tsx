// DataTable: headers name every figure by its row and column for a screen reader, the caption or
// a heading names the table, and a table without a naming column has no row headers.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apples', count: 3 },
  { id: 'p', name: 'Pears', count: 5 },
];

const COLUMNS: DataColumn<Fruit>[] = [
  { header: 'Fruit', cell: (fruit) => fruit.name, title: (fruit) => fruit.id },
  { header: 'Count', cell: (fruit) => fruit.count, className: 'num' },
];

describe('DataTable', () => {
  it('heads each row with its first column and each column with its header', () => {
    render(<DataTable className="figures" caption="Fruit bought" columns={COLUMNS} rows={FRUITS} rowKey={(fruit) => fruit.id} />);
    const table = screen.getByRole('table', { name: 'Fruit bought' });
    expect(table).toHaveClass('figures');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Fruit', 'Count']);
    const pears = within(table).getByRole('rowheader', { name: 'Pears' });
    expect(pears).toHaveAttribute('scope', 'row');
    expect(pears).toHaveAttribute('title', 'p');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['3', '5']);
    expect(cells[0]).toHaveClass('num');
    expect(within(table).getAllByRole('columnheader')[1]).toHaveClass('num');
    expect(table.querySelector('caption')).not.toHaveClass('visually-hidden');
  });

  it('hides the caption from sight only when asked', () => {
    render(<DataTable className="figures" caption="Fruit bought" hideCaption columns={COLUMNS} rows={FRUITS} rowKey={(fruit) => fruit.id} />);
    expect(screen.getByRole('table', { name: 'Fruit bought' }).querySelector('caption')).toHaveClass('visually-hidden');
  });

  it('takes its name from a heading instead of a caption', () => {
    render(
      <>
        <h2 id="fruit-heading">Fruit by kind</h2>
        <DataTable className="figures" labelledBy="fruit-heading" columns={COLUMNS} rows={FRUITS} rowKey={(fruit) => fruit.id} />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Fruit by kind' });
    expect(table.querySelector('caption')).toBeNull();
  });

  it('has only data cells when its rows have no naming column', () => {
    render(<DataTable className="figures" rowHeaders={false} columns={COLUMNS} rows={FRUITS} rowKey={(fruit) => fruit.id} />);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Apples', '3', 'Pears', '5']);
  });
});
