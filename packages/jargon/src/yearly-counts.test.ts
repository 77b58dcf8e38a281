import { describe, expect, it } from 'vitest';
import { COUNTS_START_STRIDE, LARGE_COUNT, packYearCounts, YearlyCounts } from './yearly-counts.ts';
import { WordTable } from './word-table.ts';

const YEARS = 13;

/** Per-year columns of `size` words, most counts missing, a few past 16 bits; the same every run. */
function sparseColumns(size: number): Uint32Array[] {
  let seed = 7;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const columns = Array.from({ length: YEARS }, () =>
    Uint32Array.from({ length: size }, () => (random() < 0.3 ? Math.floor(random() * (random() < 0.05 ? 5e6 : 50)) : 0)),
  );
  // Around the largest count 16 bits hold, and the largest of all.
  [LARGE_COUNT - 1, LARGE_COUNT, LARGE_COUNT + 1].forEach((count, year) => (columns[year]![1] = count));
  columns[YEARS - 1]![size - 1] = 2 ** 32 - 1;
  return columns;
}

describe('per-year counts kept sparse', () => {
  const size = COUNTS_START_STRIDE * 5 + 7;
  const columns = sparseColumns(size);
  const words = Array.from({ length: size }, (_, id) => `w${id}`);
  // Words 3, 40 and 41 are spellings of one word; 100 and 101 of another.
  const groups = [
    [3, 40, 41],
    [100, 101],
  ];
  const variantPairs = groups.flatMap((members, group) => members.map((id) => [id, group] as const)).sort((a, b) => a[0] - b[0]);
  const groupOffsets = Uint32Array.from([0, 3, 5]);
  const yearly = new YearlyCounts({
    ...packYearCounts(columns, size),
    table: WordTable.build(words),
    years: Array.from({ length: YEARS }, (_, index) => ({ year: 2012 + index, tokens: 1e6 })),
    variantIds: Uint32Array.from(variantPairs, (pair) => pair[0]),
    variantGroups: Uint32Array.from(variantPairs, (pair) => pair[1]),
    groupOffsets,
    groupMembers: Uint32Array.from(groups.flat()),
  });
  const sum = (id: number, first: number, last: number) => columns.slice(first, last + 1).reduce((total, column) => total + (column[id] ?? 0), 0);

  it('gives back every count of every word, whichever place in its stride the word has', () => {
    for (let id = 0; id < size; id++) for (let year = 0; year < YEARS; year++) expect(yearly.rawCount(id, year), `${id} ${year}`).toBe(columns[year]![id]);
  });

  it('sums any run of years, raised to the highest spelling variant', () => {
    for (const [first, last] of [
      [0, YEARS - 1],
      [9, 12],
      [4, 4],
      [2, 7],
    ] as const) {
      for (let id = 0; id < size; id++) {
        const members = groups.find((group) => group.includes(id)) ?? [id];
        expect(yearly.windowCount(id, first, last), `${id} ${first}-${last}`).toBe(Math.max(...members.map((member) => sum(member, first, last))));
      }
    }
  });

  it('stores one start per stride, not per word, and 16 bits a count but for the large ones', () => {
    const packed = packYearCounts(columns, size);
    expect(packed.starts).toHaveLength(Math.ceil(size / COUNTS_START_STRIDE));
    expect(packed.counts).toHaveLength(columns.reduce((total, column) => total + column.filter((count) => count > 0).length, 0));
    const large = columns.flatMap((column) => [...column].filter((count) => count >= LARGE_COUNT));
    expect([...packed.largeCounts].sort((a, b) => a - b)).toEqual(large.sort((a, b) => a - b));
    expect([...packed.largeAt].every((at, index) => index === 0 || at > (packed.largeAt[index - 1] ?? 0))).toBe(true);
  });
});
