import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRemoveRow,
  exampleRowCells,
  initialRowCount,
  normaliseTableRows,
} from './table-input.ts';

describe('normaliseTableRows', () => {
  it('trims every cell and drops rows that are all empty, except the first', () => {
    expect(
      normaliseTableRows([
        ['  ', ''],
        [' claim ', 'evidence '],
        ['', '   '],
        ['', 'only second'],
      ]),
    ).toEqual([
      ['', ''],
      ['claim', 'evidence'],
      ['', 'only second'],
    ]);
  });

  it('keeps nothing when there are no rows', () => {
    expect(normaliseTableRows([])).toEqual([]);
  });

  it('always keeps the first row and never leaves an all-empty row after it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('', ' ', 'a', ' b '), { maxLength: 3 }), {
          minLength: 1,
          maxLength: 6,
        }),
        (rows) => {
          const result = normaliseTableRows(rows);
          expect(result[0]).toEqual(rows[0]?.map((cell) => cell.trim()));
          expect(result.slice(1).every((row) => row.some((cell) => cell !== ''))).toBe(true);
          expect(result.flat().every((cell) => cell === cell.trim())).toBe(true);
        },
      ),
    );
  });
});

describe('initialRowCount', () => {
  it.each([
    [undefined, 0, 1],
    [null, 0, 1],
    [0, 0, 1],
    [3, 1, 3],
    [2, 5, 5],
    [Number.NaN, 2, 2],
  ])(
    'minimumRows %s with %i supplied rows starts with %i rows',
    (minimumRows, supplied, expected) => {
      expect(initialRowCount(minimumRows, supplied)).toBe(expected);
    },
  );
});

describe('exampleRowCells', () => {
  it('prefixes the first cell with "Example:"', () => {
    expect(exampleRowCells(['Plants need light', 'Seedlings in a dark box stay pale'])).toEqual([
      'Example: Plants need light',
      'Seedlings in a dark box stay pale',
    ]);
  });

  it('shows nothing without an example row, and the bare prefix for an empty first cell', () => {
    expect(exampleRowCells(undefined)).toEqual([]);
    expect(exampleRowCells([])).toEqual([]);
    expect(exampleRowCells(['', 'x'])).toEqual(['Example:', 'x']);
  });
});

describe('canRemoveRow', () => {
  it('never removes the last row', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(0)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});
