// Builds the Arabic dictionary from the counts of `arabic/ar_50k_2018.txt` in the data folder
// (the 50,000 most frequent word forms of the Arabic subtitles of OpenSubtitles 2018,
// FrequencyWords by Hermit Dave, CC BY-SA 4.0): forms normalised as every looked-up word is
// (arabic.ts), bands by frequency per million words with the cut-offs Hebrew uses, and place
// names as common (docs/de-jargonizer.md "Arabic"). Build-time only (reads files).
import { readFileSync } from 'node:fs';
import { ARABIC_CITIES } from './arabic-cities.ts';
import { ARABIC_FORM, normaliseArabicForm, stripArabicClitics } from './arabic.ts';
import { corpusThresholds, COMMON_PER_MILLION, MID_PER_MILLION } from './corpus-builder.ts';
import { BAND_COMMON, BAND_MID, BAND_RARE, packBands } from './dictionary.ts';
import type { DictionaryInfo } from './dictionary.ts';
import { encodeCountsFile } from './dictionary-file.ts';
import { regionNamesIn, timeZoneCitiesIn } from './hebrew-place-names.ts';
import { requireDataFile } from './paths.ts';
import { ARABIC_PERIOD, parsePeriodCode } from './period-code.ts';
import { tokenize } from './tokenizer.ts';
import { WordTable } from './word-table.ts';

export const ARABIC_COUNTS_FILE = ['arabic', 'ar_50k_2018.txt'] as const;

export function arabicCountsPath(dataDir: string): string {
  return requireDataFile(dataDir, ...ARABIC_COUNTS_FILE);
}

// Subtitle files leave a full stop or a dash stuck to a word (.لا, -أنا).
const EDGE_PUNCTUATION = /^[.\-–—,!?…"'،؛؟]+|(?<![.\-–—,!?…"'،؛؟])[.\-–—,!?…"'،؛؟]+$/gu;

export interface ArabicCounts {
  /** Count per lookup form; forms that read alike once normalised (حسناً, حسنا; أنّ, أن) are added up. */
  readonly counts: Map<string, number>;
  /** Tokens behind the kept forms. */
  readonly tokens: number;
  /** Lines of the file that are not an Arabic word (punctuation, Latin, numbers, mis-decoded text). */
  readonly dropped: number;
}

/** Reads `word count` lines: edge punctuation trimmed, normalised (arabic.ts), anything but Arabic words dropped. */
export function readArabicCounts(text: string): ArabicCounts {
  const counts = new Map<string, number>();
  let tokens = 0;
  let dropped = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const space = trimmed.lastIndexOf(' ');
    const count = Number(trimmed.slice(space + 1));
    const form = normaliseArabicForm(
      trimmed.slice(0, Math.max(space, 0)).normalize('NFC').replace(EDGE_PUNCTUATION, ''),
    );
    // Mis-decoded lines (UTF-8 read as Windows-1256: ظٹط, طھط) carry letters outside hamza…ya and go here.
    if (space <= 0 || !Number.isInteger(count) || count <= 0 || !ARABIC_FORM.test(form)) {
      dropped++;
      continue;
    }
    counts.set(form, (counts.get(form) ?? 0) + count);
    tokens += count;
  }
  return { counts, tokens, dropped };
}

export interface ArabicPlaceNames {
  readonly forms: ReadonlySet<string>;
  readonly regions: number;
  readonly timeZoneCities: number;
  readonly cities: number;
}

/** The lookup forms of the words of place names in Arabic: CLDR's regions and time-zone cities (Node's ICU) and our list of cities. */
export function arabicPlaceNames(): ArabicPlaceNames {
  const regions = regionNamesIn('ar');
  const timeZoneCities = timeZoneCitiesIn('ar');
  const forms = new Set<string>();
  for (const name of [...regions, ...timeZoneCities, ...ARABIC_CITIES]) {
    for (const token of tokenize(name)) {
      for (const written of [token.form, ...token.parts]) {
        const form = written === null ? '' : normaliseArabicForm(written);
        if (form.length >= 2 && ARABIC_FORM.test(form)) forms.add(form);
      }
    }
  }
  return {
    forms,
    regions: regions.length,
    timeZoneCities: timeZoneCities.length,
    cities: ARABIC_CITIES.length,
  };
}

/** A place name itself, or a listed form that is one behind clitics (بمصر, والقاهرة). */
function isPlaceForm(form: string, places: ReadonlySet<string>): boolean {
  return places.has(form) || stripArabicClitics(form).some((stem) => places.has(stem));
}

export interface ArabicBuild {
  readonly bytes: Uint8Array;
  readonly words: number;
  readonly tokens: number;
  readonly commonMin: number;
  readonly midMin: number;
  readonly placeForms: number;
  readonly dropped: number;
}

export function buildArabicFile(
  dataDir: string,
  places: ReadonlySet<string> = arabicPlaceNames().forms,
): ArabicBuild {
  const { counts, tokens, dropped } = readArabicCounts(
    readFileSync(arabicCountsPath(dataDir), 'utf8'),
  );
  const { commonMin, midMin } = corpusThresholds(tokens);
  const words = [...counts.keys()];
  for (const place of places) if (!counts.has(place)) words.push(place);
  const codes = words.map((word) => {
    const count = counts.get(word) ?? 0;
    if (count >= commonMin || isPlaceForm(word, places)) return BAND_COMMON;
    return count >= midMin ? BAND_MID : BAND_RARE;
  });
  const { language, startYear, endYear } = parsePeriodCode(ARABIC_PERIOD);
  const info: DictionaryInfo = {
    code: ARABIC_PERIOD,
    language,
    startYear,
    endYear,
    source:
      'OpenSubtitles 2018: the 50,000 most frequent Arabic word forms with their counts (FrequencyWords by Hermit Dave, CC BY-SA 4.0)',
    bandRule:
      `common ≥ ${commonMin}, mid-frequency ${midMin}–${commonMin - 1}, rare < ${midMin} or not listed after removing و ف ب ك ل and ال ` +
      `(${COMMON_PER_MILLION} and ${MID_PER_MILLION} per million tokens); names of countries and places are common`,
    tokens,
    types: counts.size,
  };
  const table = WordTable.build(words);
  const wordCounts = Uint32Array.from(words, (word) => counts.get(word) ?? 0);
  const bytes = encodeCountsFile('arabic-counts', {
    info,
    table,
    bands: packBands(codes),
    counts: wordCounts,
  });
  return {
    bytes,
    words: words.length,
    tokens,
    commonMin,
    midMin,
    placeForms: places.size,
    dropped,
  };
}
