// Builds the English period dictionaries from the BBC counts, exactly as packages/jargon/README.md says:
// a window's count is the sum of its four years (keys lowercased); every spelling variant of a
// uk-us-spellings.tsv line gets the highest count among them (empty cells ignored; a word on
// several lines joins their groups); banded by the cut-offs of bands.ts. names.csv goes
// into the same word table as flags. Build-time only (reads files).
import { readFileSync } from 'node:fs';
import { BAND_COMMON, BAND_MID, BAND_RARE, packBands, packedBandsLength } from './dictionary.ts';
import { ENGLISH_COMMON_MIN, ENGLISH_MID_MIN } from './bands.ts';
import { encodeEnglishFile } from './dictionary-file.ts';
import type { EnglishPeriodSummary } from './dictionary-file.ts';
import { JargonError } from './errors.ts';
import { ENGLISH_PERIOD_CODES, FIRST_BBC_YEAR, LAST_BBC_YEAR, parsePeriodCode } from './period-code.ts';
import { requireDataFile } from './paths.ts';
import type { Thesaurus } from './thesaurus.ts';
import { WordTable } from './word-table.ts';
import { packYearCounts } from './yearly-counts.ts';

export const BBC_YEARS: readonly number[] = Array.from({ length: LAST_BBC_YEAR - FIRST_BBC_YEAR + 1 }, (_, i) => FIRST_BBC_YEAR + i);

/** The data files the English build reads, for the up-to-date stamp. */
export function englishInputs(dataDir: string): string[] {
  return [
    ...BBC_YEARS.map((year) => requireDataFile(dataDir, 'bbc-word-counts', `${year}.csv`)),
    requireDataFile(dataDir, 'uk-us-spellings.tsv'),
    requireDataFile(dataDir, 'names.csv'),
  ];
}

/** Growable word → id map with one count column per year. */
class WordCounts {
  readonly ids = new Map<string, number>();
  readonly words: string[] = [];
  columns: Uint32Array[] = BBC_YEARS.map(() => new Uint32Array(1 << 20));

  idOf(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      const capacity = this.columns[0]?.length ?? 0;
      if (id >= capacity) {
        this.columns = this.columns.map((column) => {
          const grown = new Uint32Array(capacity * 2);
          grown.set(column);
          return grown;
        });
      }
    }
    return id;
  }
}

export interface EnglishBuild {
  readonly bytes: Uint8Array;
  readonly words: number;
  readonly periods: readonly EnglishPeriodSummary[];
}

export function buildEnglishFile(dataDir: string, thesaurus: Thesaurus): EnglishBuild {
  const counts = new WordCounts();
  const yearTotals = BBC_YEARS.map((year, yearIndex) => {
    const path = requireDataFile(dataDir, 'bbc-word-counts', `${year}.csv`);
    let tokens = 0;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const comma = line.lastIndexOf(',');
      if (comma <= 0) continue;
      const count = Number(line.slice(comma + 1).trim());
      if (!Number.isInteger(count) || count <= 0) continue;
      const id = counts.idOf(line.slice(0, comma).toLowerCase());
      const column = counts.columns[yearIndex] as Uint32Array;
      column[id] = (column[id] ?? 0) + count;
      tokens += count;
    }
    if (tokens === 0) throw new JargonError('DATA_MISSING', `No counts in ${path}.`);
    return { year, tokens };
  });

  // Spelling variants: union-find over ids, so overlapping lines form one group.
  const parent: number[] = [];
  const find = (id: number): number => {
    let root = id;
    while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
    parent[id] = root;
    return root;
  };
  const spellings = readFileSync(requireDataFile(dataDir, 'uk-us-spellings.tsv'), 'utf8');
  for (const line of spellings.split('\n')) {
    const variants = [...new Set(line.split('\t').map((cell) => cell.trim().toLowerCase()).filter((cell) => cell !== ''))];
    if (variants.length < 2) continue;
    const ids = variants.map((variant) => counts.idOf(variant));
    for (const id of ids) parent[id] ??= id;
    const root = find(ids[0] ?? 0);
    for (const id of ids) {
      const other = find(id);
      if (other !== root) parent[other] = root;
    }
  }

  const nameIds: number[] = [];
  for (const line of readFileSync(requireDataFile(dataDir, 'names.csv'), 'utf8').split('\n')) {
    const name = line.trim().toLowerCase();
    if (name !== '') nameIds.push(counts.idOf(name));
  }

  const size = counts.words.length;
  const table = WordTable.build(counts.words);
  const names = new Uint8Array(size);
  for (const id of nameIds) names[id] = 1;

  // Variant groups.
  const groupsByRoot = new Map<number, number[]>();
  for (let id = 0; id < parent.length; id++) {
    if (parent[id] === undefined) continue;
    const root = find(id);
    const members = groupsByRoot.get(root) ?? [];
    members.push(id);
    groupsByRoot.set(root, members);
  }
  const groups = [...groupsByRoot.values()].filter((members) => members.length > 1);
  const variantPairs: [number, number][] = [];
  const groupOffsets = new Uint32Array(groups.length + 1);
  const groupMembers = new Uint32Array(groups.reduce((sum, members) => sum + members.length, 0));
  let memberIndex = 0;
  groups.forEach((members, group) => {
    groupOffsets[group] = memberIndex;
    for (const id of members) {
      groupMembers[memberIndex++] = id;
      variantPairs.push([id, group]);
    }
  });
  groupOffsets[groups.length] = memberIndex;
  variantPairs.sort((a, b) => a[0] - b[0]);

  // Bands per period.
  const periods: EnglishPeriodSummary[] = [];
  const stride = packedBandsLength(size);
  const bands = new Uint8Array(ENGLISH_PERIOD_CODES.length * stride);
  const windowCounts = new Float64Array(size);
  const periodBands = new Uint8Array(size);
  ENGLISH_PERIOD_CODES.forEach((code, periodIndex) => {
    const { startYear, endYear } = parsePeriodCode(code);
    const first = BBC_YEARS.indexOf(startYear);
    const last = BBC_YEARS.indexOf(endYear);
    windowCounts.fill(0);
    let types = 0;
    for (let id = 0; id < size; id++) {
      let sum = 0;
      for (let year = first; year <= last; year++) sum += counts.columns[year]?.[id] ?? 0;
      windowCounts[id] = sum;
      if (sum > 0) types++;
    }
    for (const members of groups) {
      let best = 0;
      for (const id of members) best = Math.max(best, windowCounts[id] ?? 0);
      for (const id of members) windowCounts[id] = best;
    }
    for (let id = 0; id < size; id++) {
      const count = windowCounts[id] ?? 0;
      periodBands[id] = count >= ENGLISH_COMMON_MIN ? BAND_COMMON : count >= ENGLISH_MID_MIN ? BAND_MID : BAND_RARE;
    }
    bands.set(packBands(periodBands), periodIndex * stride);
    const tokens = yearTotals.slice(first, last + 1).reduce((sum, year) => sum + year.tokens, 0);
    periods.push({ code, startYear, endYear, tokens, types });
  });

  const yearCounts = packYearCounts(counts.columns, size);

  const bytes = encodeEnglishFile({
    table,
    years: yearTotals,
    periods,
    bands,
    names,
    yearCounts,
    variantIds: Uint32Array.from(variantPairs, (pair) => pair[0]),
    variantGroups: Uint32Array.from(variantPairs, (pair) => pair[1]),
    groupOffsets,
    groupMembers,
    thesaurus,
  });
  return { bytes, words: size, periods };
}
