// Builds the dictionary of a language from its subtitle counts in the data folder (the 50,000
// most frequent word forms of the language's subtitles of OpenSubtitles 2018, FrequencyWords by
// Hermit Dave, CC BY-SA 4.0): bands by frequency per million words with the cut-offs of corpus
// dictionaries, which match the English bands per million, and place names as common
// (docs/de-jargonizer.md "Hebrew", "Arabic"). What differs by language is its SubtitleLanguage
// (hebrew-builder.ts, arabic-builder.ts). Build-time only (reads files).
import { readFileSync } from 'node:fs';
import { COMMON_PER_MILLION, MID_PER_MILLION } from './bands.ts';
import { corpusThresholds } from './corpus-builder.ts';
import { BAND_COMMON, BAND_MID, BAND_RARE, packBands } from './dictionary.ts';
import type { DictionaryInfo } from './dictionary.ts';
import { encodeCountsFile } from './dictionary-file.ts';
import { requireDataFile } from './paths.ts';
import { parsePeriodCode } from './period-code.ts';
import { WordTable } from './word-table.ts';

export interface SubtitleLanguage {
  /** The dictionary's period code; its language names the list in the dictionary's source. */
  readonly period: string;
  readonly kind: 'hebrew-counts' | 'arabic-counts';
  /** The counts file inside the data folder: folder and file name. */
  readonly countsFile: readonly [string, string];
  /** A listed word form as it is looked up: what subtitles leave stuck to it trimmed, normalised as every looked-up word is. */
  readonly lookupForm: (written: string) => string;
  /** Whether a lookup form is a word of the language; the lines of other forms are dropped. */
  readonly isWord: (form: string) => boolean;
  /** A form's stems behind the letters the language joins to the front of a word, longest first. */
  readonly stems: (form: string) => readonly string[];
  /** Those letters, as the band rule names them. */
  readonly strippedLetters: string;
  /** Each listed form's family count, for a language whose listed forms are banded by their family (Hebrew). */
  readonly familyCounts?: (counts: ReadonlyMap<string, number>) => Map<string, number>;
  /** The lookup forms of the language's place names. */
  readonly placeForms: () => ReadonlySet<string>;
}

export function subtitleCountsPath(language: SubtitleLanguage, dataDir: string): string {
  return requireDataFile(dataDir, ...language.countsFile);
}

export interface SubtitleCounts {
  /** Count per lookup form; forms that read alike once cleaned and normalised are added up. */
  readonly counts: Map<string, number>;
  /** Tokens behind the kept forms. */
  readonly tokens: number;
  /** Lines of the file that are not a word of the language (Latin fragments, numbers, abbreviations). */
  readonly dropped: number;
}

/** Reads `word count` lines: each form as it is looked up, anything but words of the language dropped. */
export function readSubtitleCounts(language: SubtitleLanguage, text: string): SubtitleCounts {
  const counts = new Map<string, number>();
  let tokens = 0;
  let dropped = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const space = trimmed.lastIndexOf(' ');
    const count = Number(trimmed.slice(space + 1));
    const form = language.lookupForm(trimmed.slice(0, Math.max(space, 0)));
    if (space <= 0 || !Number.isInteger(count) || count <= 0 || !language.isWord(form)) {
      dropped++;
      continue;
    }
    counts.set(form, (counts.get(form) ?? 0) + count);
    tokens += count;
  }
  return { counts, tokens, dropped };
}

export interface SubtitleBuild {
  readonly bytes: Uint8Array;
  readonly words: number;
  readonly tokens: number;
  readonly commonMin: number;
  readonly midMin: number;
  readonly placeForms: number;
  readonly dropped: number;
}

export function buildSubtitleFile(
  language: SubtitleLanguage,
  dataDir: string,
  places: ReadonlySet<string> = language.placeForms(),
): SubtitleBuild {
  const { counts, tokens, dropped } = readSubtitleCounts(language, readFileSync(subtitleCountsPath(language, dataDir), 'utf8'));
  const { commonMin, midMin } = corpusThresholds(tokens);
  const words = [...counts.keys()];
  for (const place of places) if (!counts.has(place)) words.push(place);
  // A place name itself, or a listed form that is one behind the letters joined to its front (באוסטרליה, بمصر).
  const isPlaceForm = (form: string) => places.has(form) || language.stems(form).some((stem) => places.has(stem));
  const bandOf = (word: string, count: number) => {
    if (count >= commonMin || isPlaceForm(word)) return BAND_COMMON;
    return count >= midMin ? BAND_MID : BAND_RARE;
  };
  const families = language.familyCounts?.(counts);
  const codes = words.map((word) => bandOf(word, Math.max(counts.get(word) ?? 0, families?.get(word) ?? 0)));
  // A form's own band, for an unlisted word that reaches it only by a guessed family form (dictionary.ts).
  const ownBands = families ? packBands(words.map((word) => bandOf(word, counts.get(word) ?? 0))) : undefined;
  const { language: languageName, startYear, endYear } = parsePeriodCode(language.period);
  const info: DictionaryInfo = {
    code: language.period,
    language: languageName,
    startYear,
    endYear,
    source: `OpenSubtitles 2018: the 50,000 most frequent ${languageName} word forms with their counts (FrequencyWords by Hermit Dave, CC BY-SA 4.0)`,
    bandRule:
      `common ≥ ${commonMin}, mid-frequency ${midMin}–${commonMin - 1}, rare < ${midMin} or not listed after removing ${language.strippedLetters} ` +
      `(${COMMON_PER_MILLION} and ${MID_PER_MILLION} per million tokens)${families ? ', a listed form by the count of its family' : ''}; ` +
      'names of countries and places are common',
    tokens,
    types: counts.size,
  };
  // A word's id is its place in `words` (WordTable.build), so bands and counts go in that order.
  const table = WordTable.build(words);
  const wordCounts = Uint32Array.from(words, (word) => counts.get(word) ?? 0);
  const bytes = encodeCountsFile(language.kind, { info, table, bands: packBands(codes), ownBands, counts: wordCounts });
  return { bytes, words: words.length, tokens, commonMin, midMin, placeForms: places.size, dropped };
}
