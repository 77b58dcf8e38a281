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

export interface YearlyCountsParts {
  readonly table: WordTable;
  readonly years: readonly YearTotal[];
  /** Per word id: bit i set when the word was counted in years[i]. */
  readonly mask: Uint16Array;
  /** Per word id: index in `counts` of its first non-zero year. */
  readonly offsets: Uint32Array;
  readonly counts: Uint32Array;
  /** Sorted ids of words that have spelling variants, and the group of each. */
  readonly variantIds: Uint32Array;
  readonly variantGroups: Uint32Array;
  /** Group g's members are groupMembers[groupOffsets[g] .. groupOffsets[g + 1]). */
  readonly groupOffsets: Uint32Array;
  readonly groupMembers: Uint32Array;
}

function bitsBelow(mask: number, bit: number): number {
  let value = mask & ((1 << bit) - 1);
  let count = 0;
  while (value !== 0) {
    value &= value - 1;
    count++;
  }
  return count;
}

export class YearlyCounts {
  readonly table: WordTable;
  readonly years: readonly YearTotal[];
  private readonly parts: YearlyCountsParts;

  constructor(parts: YearlyCountsParts) {
    this.parts = parts;
    this.table = parts.table;
    this.years = parts.years;
  }

  /** The BBC count of exactly this word id in years[yearIndex]. */
  rawCount(id: number, yearIndex: number): number {
    const mask = this.parts.mask[id] ?? 0;
    if ((mask & (1 << yearIndex)) === 0) return 0;
    return this.parts.counts[(this.parts.offsets[id] ?? 0) + bitsBelow(mask, yearIndex)] ?? 0;
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
    let best = 0;
    for (const member of this.variantsOf(id)) {
      let sum = 0;
      for (let year = firstYearIndex; year <= lastYearIndex; year++) sum += this.rawCount(member, year);
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
