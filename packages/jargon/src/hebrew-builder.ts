// Builds the Hebrew dictionary from the counts of `hebrew/he_50k_2018.txt` in the data folder
// (the 50,000 most frequent word forms of the Hebrew subtitles of OpenSubtitles 2018,
// FrequencyWords by Hermit Dave, CC BY-SA 4.0): bands by frequency per million words with the
// cut-offs of corpus dictionaries, which match the English bands per million, and place names
// as common (docs/de-jargonizer.md "Hebrew"). Build-time only (reads files).
import { readFileSync } from 'node:fs';
import { corpusThresholds, COMMON_PER_MILLION, MID_PER_MILLION } from './corpus-builder.ts';
import { BAND_COMMON, BAND_MID, BAND_RARE, packBands } from './dictionary.ts';
import type { DictionaryInfo } from './dictionary.ts';
import { encodeHebrewFile } from './dictionary-file.ts';
import { HEBREW_LIST_FORM, stripHebrewPrefixes } from './hebrew.ts';
import { lexemeCounts } from './hebrew-lexemes.ts';
import { hebrewPlaceNames } from './hebrew-place-names.ts';
import { requireDataFile } from './paths.ts';
import { HEBREW_PERIOD, parsePeriodCode } from './period-code.ts';
import { normaliseWordForm } from './tokenizer.ts';
import { WordTable } from './word-table.ts';

export const HEBREW_COUNTS_FILE = ['hebrew', 'he_50k_2018.txt'] as const;

export function hebrewCountsPath(dataDir: string): string {
  return requireDataFile(dataDir, ...HEBREW_COUNTS_FILE);
}

// Subtitle files leave a full stop or a dash stuck to a word (.אני, -אני); inside a form they
// mark numbers and abbreviations (ב-10, האף.בי.איי), which are not words of the list.
const EDGE_PUNCTUATION = /^[.\-–—,!?…"']+|(?<![.\-–—,!?…"'])[.\-–—,!?…"']+$/gu;

export interface HebrewCounts {
  /** Count per lookup form; forms that read alike once cleaned (כֵּן, כן; .אני, אני) are added up. */
  readonly counts: Map<string, number>;
  /** Tokens behind the kept forms. */
  readonly tokens: number;
  /** Lines of the file that are not a Hebrew word (Latin fragments, numbers, abbreviations). */
  readonly dropped: number;
}

/** Reads `word count` lines: points removed, edge punctuation trimmed, anything but Hebrew words dropped. */
export function readHebrewCounts(text: string): HebrewCounts {
  const counts = new Map<string, number>();
  let tokens = 0;
  let dropped = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const space = trimmed.lastIndexOf(' ');
    const count = Number(trimmed.slice(space + 1));
    const form = normaliseWordForm(trimmed.slice(0, Math.max(space, 0))).replace(EDGE_PUNCTUATION, '');
    if (space <= 0 || !Number.isInteger(count) || count <= 0 || !HEBREW_LIST_FORM.test(form)) {
      dropped++;
      continue;
    }
    counts.set(form, (counts.get(form) ?? 0) + count);
    tokens += count;
  }
  return { counts, tokens, dropped };
}

/** A place name itself, or a listed form that is one behind prefix letters (באוסטרליה, מיפן). */
function isPlaceForm(form: string, places: ReadonlySet<string>): boolean {
  return places.has(form) || stripHebrewPrefixes(form).some((stem) => places.has(stem));
}

/** A family's head keeps a root's three letters, so a short word (תא, דע) gathers no family. */
const MIN_FAMILY_HEAD = 3;

/**
 * The word a listed form belongs to (docs/de-jargonizer.md "Hebrew families"): the form without
 * its prefix letters when that stem is listed (והנרות, בנרות → נרות). The list counts each form
 * apart, so a word children meet daily behind a dozen prefixes can have no form above the common
 * cut-off. Not behind מ or ש, which begin many words of their own (מחסום is not מ + חסום), unless
 * the article follows (מהכיתה, שהילד). Endings and a verb's persons join families one step
 * further, in hebrew-lexemes.ts.
 */
export function familyHead(form: string, counts: ReadonlyMap<string, number>): string {
  for (const stem of stripHebrewPrefixes(form)) {
    const prefix = form.slice(0, form.length - stem.length);
    if (stem.length >= MIN_FAMILY_HEAD && counts.has(stem) && !/[מש](?!ה)/u.test(prefix)) return stem;
  }
  return form;
}

/**
 * Each listed form's family count: the counts of every listed form with the same head, added up
 * (heads and their forms alike), or its lexeme's count (hebrew-lexemes.ts) where that is larger.
 */
export function familyCounts(counts: ReadonlyMap<string, number>): Map<string, number> {
  const byHead = new Map<string, number>();
  const heads = new Map<string, string>();
  for (const [form, count] of counts) {
    const head = familyHead(form, counts);
    heads.set(form, head);
    byHead.set(head, (byHead.get(head) ?? 0) + count);
  }
  const families = new Map<string, number>();
  for (const [form, head] of heads) families.set(form, byHead.get(head) ?? 0);
  for (const [head, total] of byHead) families.set(head, Math.max(families.get(head) ?? 0, total));
  for (const [form, lexeme] of lexemeCounts(counts, (word) => familyHead(word, counts))) {
    families.set(form, Math.max(families.get(form) ?? 0, lexeme));
  }
  return families;
}

export interface HebrewBuild {
  readonly bytes: Uint8Array;
  readonly words: number;
  readonly tokens: number;
  readonly commonMin: number;
  readonly midMin: number;
  readonly placeForms: number;
  readonly dropped: number;
}

export function buildHebrewFile(dataDir: string, places: ReadonlySet<string> = hebrewPlaceNames().forms): HebrewBuild {
  const { counts, tokens, dropped } = readHebrewCounts(readFileSync(hebrewCountsPath(dataDir), 'utf8'));
  const { commonMin, midMin } = corpusThresholds(tokens);
  const words = [...counts.keys()];
  for (const place of places) if (!counts.has(place)) words.push(place);
  const families = familyCounts(counts);
  const bandOf = (word: string, count: number) => {
    if (count >= commonMin || isPlaceForm(word, places)) return BAND_COMMON;
    return count >= midMin ? BAND_MID : BAND_RARE;
  };
  const codes = words.map((word) => bandOf(word, Math.max(counts.get(word) ?? 0, families.get(word) ?? 0)));
  // A form's own band, for an unlisted word that reaches it only by a guessed family form (dictionary.ts).
  const ownCodes = words.map((word) => bandOf(word, counts.get(word) ?? 0));
  const { language, startYear, endYear } = parsePeriodCode(HEBREW_PERIOD);
  const info: DictionaryInfo = {
    code: HEBREW_PERIOD,
    language,
    startYear,
    endYear,
    source: 'OpenSubtitles 2018: the 50,000 most frequent Hebrew word forms with their counts (FrequencyWords by Hermit Dave, CC BY-SA 4.0)',
    bandRule:
      `common ≥ ${commonMin}, mid-frequency ${midMin}–${commonMin - 1}, rare < ${midMin} or not listed after removing prefix letters ` +
      `(${COMMON_PER_MILLION} and ${MID_PER_MILLION} per million tokens), a listed form by the count of its family; names of countries and places are common`,
    tokens,
    types: counts.size,
  };
  // A word's id is its place in `words` (WordTable.build), so bands and counts go in that order.
  const table = WordTable.build(words);
  const wordCounts = Uint32Array.from(words, (word) => counts.get(word) ?? 0);
  const bytes = encodeHebrewFile({ info, table, bands: packBands(codes), ownBands: packBands(ownCodes), counts: wordCounts });
  return { bytes, words: words.length, tokens, commonMin, midMin, placeForms: places.size, dropped };
}
