// Builds the dictionary of a language from its subtitle counts in the data folder (the 50,000
// most frequent word forms of the language's subtitles of OpenSubtitles 2018, FrequencyWords by
// Hermit Dave, CC BY-SA 4.0): bands by frequency per million words with the cut-offs of corpus
// dictionaries, which match the English bands per million, and place names as common
// (docs/de-jargonizer.md "Hebrew", "Arabic"). What differs by language is its SubtitleLanguage
// (hebrew-builder.ts, arabic-builder.ts). Build-time only (reads files).
import { readFileSync } from 'node:fs';
import { COMMON_PER_MILLION, MID_PER_MILLION } from './bands.ts';
import { corpusThresholds } from './corpus-builder.ts';
import { BAND_COMMON, BAND_MID, BAND_RARE, Dictionary, packBands, type BandCode } from './dictionary.ts';
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

/** What else tells a form's band (docs/de-jargonizer.md "How a suggestion is chosen"). */
export interface FormEvidence {
  /**
   * The multi-source frequencies (uses per word, readFrequencies): a form they know at the mid
   * cut-off or above is lifted from rare to mid, never to common (DECISIONS: "common" needs the
   * subtitle counts); a form they know that the counts lack is added at mid.
   */
  readonly secondSignal?: ReadonlyMap<string, number>;
  /** A form and the forms it is another form of (a broken plural and its singulars): it takes their best band. */
  readonly sameWord?: ReadonlyMap<string, readonly string[]>;
}

/**
 * An unlisted form the evidence adds has at least a root's three letters: a shorter one is mostly
 * what is left when prefix letters come off another word, so it stays unlisted.
 */
const MIN_ADDED_FORM = 3;

export function buildSubtitleFile(
  language: SubtitleLanguage,
  dataDir: string,
  places: ReadonlySet<string> = language.placeForms(),
  evidence: FormEvidence = {},
): SubtitleBuild {
  const { counts, tokens, dropped } = readSubtitleCounts(language, readFileSync(subtitleCountsPath(language, dataDir), 'utf8'));
  const { commonMin, midMin } = corpusThresholds(tokens);
  const words = [...counts.keys()];
  for (const place of places) if (!counts.has(place)) words.push(place);
  // A place name itself, or a listed form that is one behind the letters joined to its front (באוסטרליה, بمصر).
  const isPlaceForm = (form: string) => places.has(form) || language.stems(form).some((stem) => places.has(stem));
  const bandOf = (word: string, count: number): BandCode => {
    if (count >= commonMin || isPlaceForm(word)) return BAND_COMMON;
    return count >= midMin ? BAND_MID : BAND_RARE;
  };
  const families = language.familyCounts?.(counts);
  const liftOf = (perWord: number): BandCode => (perWord * 1e6 >= MID_PER_MILLION ? BAND_MID : BAND_RARE);
  const liftBand = (form: string): BandCode => liftOf(evidence.secondSignal?.get(form) ?? 0);
  const better = (a: BandCode, b: BandCode): BandCode => (a < b ? a : b);
  const codes = words.map((word) => better(bandOf(word, Math.max(counts.get(word) ?? 0, families?.get(word) ?? 0)), liftBand(word)));
  // A form's own band, for an unlisted word that reaches it only by a guessed family form (dictionary.ts).
  const own = words.map((word) => better(bandOf(word, counts.get(word) ?? 0), liftBand(word)));
  const { language: languageName, startYear, endYear } = parsePeriodCode(language.period);
  const info: DictionaryInfo = {
    code: language.period,
    language: languageName,
    startYear,
    endYear,
    source: `OpenSubtitles 2018: the 50,000 most frequent ${languageName} word forms with their counts (FrequencyWords by Hermit Dave, CC BY-SA 4.0)`,
    bandRule:
      `common ≥ ${commonMin}, mid-frequency ${midMin}–${commonMin - 1}, rare < ${midMin} or not listed after removing ${language.strippedLetters} ` +
      `(${COMMON_PER_MILLION} and ${MID_PER_MILLION} per million tokens)${families ? ', a listed form by the count of its family' : ''}` +
      `${evidence.sameWord ? ', a broken plural by its singular' : ''}${evidence.secondSignal ? `; a rare form wordfreq puts at ${MID_PER_MILLION} per million or more is mid` : ''}; ` +
      'names of countries and places are common',
    tokens,
    types: counts.size,
  };
  // The counts' forms as the dictionary reads them (clitics, prefixes, families): the evidence below
  // adds a form only where it bands better than that, since a listed form is found before its
  // stems (ושמחים listed at mid would hide שמחים, common).
  const counted = new Dictionary({ info, table: WordTable.build(words), bands: packBands(codes), ownBands: families ? packBands(own) : null, names: null, frequencyOf: () => 0 });
  const singularBand = (form: string): BandCode => {
    let best: BandCode = BAND_RARE;
    for (const singular of evidence.sameWord?.get(form) ?? []) best = better(best, better(counted.bandCodeOfForm(singular), liftBand(singular)));
    return best;
  };
  const ids = new Map(words.map((word, id) => [word, id]));
  const weigh = (form: string, lifted: BandCode) => {
    const evidenced = better(lifted, singularBand(form));
    // Evidence of rare changes no band: most wordfreq forms stop here, before the family lookup
    // below, which would otherwise be the build's costliest step.
    if (evidenced === BAND_RARE || !language.isWord(form)) return;
    const id = ids.get(form);
    if (id !== undefined) {
      codes[id] = better(codes[id] ?? BAND_RARE, evidenced);
      own[id] = better(own[id] ?? BAND_RARE, evidenced);
    } else if (form.length >= MIN_ADDED_FORM && evidenced < counted.bandCodeOfForm(form)) {
      words.push(form);
      codes.push(evidenced);
      own.push(evidenced);
    }
  };
  // wordfreq's forms in its order, then the other plurals: the order new forms are added in.
  for (const [form, perWord] of evidence.secondSignal ?? []) weigh(form, liftOf(perWord));
  for (const form of evidence.sameWord?.keys() ?? []) if (!evidence.secondSignal?.has(form)) weigh(form, BAND_RARE);
  const ownBands = families ? packBands(own) : undefined;
  // A word's id is its place in `words` (WordTable.build), so bands and counts go in that order.
  const table = WordTable.build(words);
  const wordCounts = Uint32Array.from(words, (word) => counts.get(word) ?? 0);
  const bytes = encodeCountsFile(language.kind, { info, table, bands: packBands(codes), ownBands, counts: wordCounts });
  return { bytes, words: words.length, tokens, commonMin, midMin, placeForms: places.size, dropped };
}
