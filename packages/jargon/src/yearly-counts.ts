// Per-year BBC counts (2012–2024) of every word, kept sparse (a word appears in few years), and
// the spelling-variant groups of uk-us-spellings.tsv. From them: a word's count in any year or
// window, with the variant rule of packages/jargon/README.md (every variant gets the highest count among
// them), so `word colour` and the alternatives' ordering agree with the bands.
import type { WordTable } from './word-table.ts';

export interface YearTotal {
  readonly year: number;
  /** All tokens counted that year. */
  readonly tokens: number;
}

/**
 * Ids per stored start in `counts`: a word's start is its stride's, plus the years counted for
 * the words before it there. One start per id was 4 MB of every process's memory; this is 1/32 of
 * that, for at most 31 masks added up per look-up.
 */
export const COUNTS_START_STRIDE = 32;

/**
 * In `counts`: the count is in `largeCounts` instead. 16 bits hold all but some 500 of the 2.2
 * million counts, in half the memory of 32 bits (4 MB in every process).
 */
export const LARGE_COUNT = 0xffff;

/** The sparse form of per-year columns (one count per word id each): what the file stores. */
export interface PackedYearCounts {
  /** Per word id: bit i set when the word was counted in years[i]. */
  readonly mask: Uint16Array;
  /** Per COUNTS_START_STRIDE ids: index in `counts` of the first id's first non-zero year. */
  readonly starts: Uint32Array;
  /** The non-zero counts, by id, then by year; LARGE_COUNT for one of `largeCounts`. */
  readonly counts: Uint16Array;
  /** The places in `counts` that hold LARGE_COUNT, in order, and the count of each. */
  readonly largeAt: Uint32Array;
  readonly largeCounts: Uint32Array;
}

export function packYearCounts(columns: readonly Uint32Array[], size: number): PackedYearCounts {
  const mask = new Uint16Array(size);
  const starts = new Uint32Array(Math.ceil(size / COUNTS_START_STRIDE));
  let entries = 0;
  for (let id = 0; id < size; id++) {
    if (id % COUNTS_START_STRIDE === 0) starts[id / COUNTS_START_STRIDE] = entries;
    columns.forEach((column, year) => {
      if ((column[id] ?? 0) > 0) {
        mask[id] = (mask[id] ?? 0) | (1 << year);
        entries++;
      }
    });
  }
  const counts = new Uint16Array(entries);
  const largeAt: number[] = [];
  const largeCounts: number[] = [];
  let entry = 0;
  for (let id = 0; id < size; id++) {
    for (const column of columns) {
      const count = column[id] ?? 0;
      if (count === 0) continue;
      if (count >= LARGE_COUNT) {
        largeAt.push(entry);
        largeCounts.push(count);
      }
      counts[entry++] = Math.min(count, LARGE_COUNT);
    }
  }
  return { mask, starts, counts, largeAt: Uint32Array.from(largeAt), largeCounts: Uint32Array.from(largeCounts) };
}

export interface YearlyCountsParts extends PackedYearCounts {
  readonly table: WordTable;
  readonly years: readonly YearTotal[];
  /** Sorted ids of words that have spelling variants, and the group of each. */
  readonly variantIds: Uint32Array;
  readonly variantGroups: Uint32Array;
  /** Group g's members are groupMembers[groupOffsets[g] .. groupOffsets[g + 1]). */
  readonly groupOffsets: Uint32Array;
  readonly groupMembers: Uint32Array;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}

const bitsBelow = (mask: number, bit: number): number => bitCount(mask & ((1 << bit) - 1));

export class YearlyCounts {
  readonly table: WordTable;
  readonly years: readonly YearTotal[];
  private readonly parts: YearlyCountsParts;

  constructor(parts: YearlyCountsParts) {
    this.parts = parts;
    this.table = parts.table;
    this.years = parts.years;
  }

  /** Index in `counts` of the word's first counted year. */
  private countsStart(id: number): number {
    const { mask, starts } = this.parts;
    const first = id - (id % COUNTS_START_STRIDE);
    let start = starts[first / COUNTS_START_STRIDE] ?? 0;
    for (let other = first; other < id; other++) start += bitCount(mask[other] ?? 0);
    return start;
  }

  /** counts[at], or the large count it stands for. */
  private countAt(at: number): number {
    const count = this.parts.counts[at] ?? 0;
    if (count !== LARGE_COUNT) return count;
    const { largeAt, largeCounts } = this.parts;
    let low = 0;
    let high = largeAt.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((largeAt[middle] ?? 0) < at) low = middle + 1;
      else high = middle;
    }
    return largeCounts[low] ?? 0;
  }

  /** The BBC count of exactly this word id in years[yearIndex]. */
  rawCount(id: number, yearIndex: number): number {
    const mask = this.parts.mask[id] ?? 0;
    if ((mask & (1 << yearIndex)) === 0) return 0;
    return this.countAt(this.countsStart(id) + bitsBelow(mask, yearIndex));
  }

  /** The id and the ids of its spelling variants. */
  variantsOf(id: number): number[] {
    const { variantIds, variantGroups, groupOffsets, groupMembers } = this.parts;
    let low = 0;
    let high = variantIds.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = variantIds[middle] ?? 0;
      if (value === id) {
        const group = variantGroups[middle] ?? 0;
        return [...groupMembers.subarray(groupOffsets[group] ?? 0, groupOffsets[group + 1] ?? 0)];
      }
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return [id];
  }

  /** Count in a run of years (first..last year index), raised to its highest spelling variant. */
  windowCount(id: number, firstYearIndex: number, lastYearIndex: number): number {
    const { mask } = this.parts;
    const window = ((1 << (lastYearIndex + 1)) - 1) & ~((1 << firstYearIndex) - 1);
    let best = 0;
    for (const member of this.variantsOf(id)) {
      const memberMask = mask[member] ?? 0;
      const counted = bitCount(memberMask & window);
      if (counted === 0) continue;
      // A word's counts are stored in year order: the window's are side by side.
      const start = this.countsStart(member) + bitsBelow(memberMask, firstYearIndex);
      let sum = 0;
      for (let at = start; at < start + counted; at++) sum += this.countAt(at);
      if (sum > best) best = sum;
    }
    return best;
  }

  yearIndex(year: number): number {
    return this.years.findIndex((total) => total.year === year);
  }

  /** Count and frequency per million of a lookup form in each year (variant rule applied per year). */
  yearlyFrequencies(form: string): { year: number; count: number; perMillion: number }[] {
    const id = this.table.find(form);
    return this.years.map((total, index) => {
      const count = id < 0 ? 0 : this.windowCount(id, index, index);
      return { year: total.year, count, perMillion: total.tokens > 0 ? (count * 1e6) / total.tokens : 0 };
    });
  }
}
