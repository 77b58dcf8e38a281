// The analysis of a text against one period dictionary: every word's band, the lists and
// counts of the grading result, percentages and score (score.ts).
// Band rules (packages/jargon/README.md):
// - a word's band is its band in the dictionary; unknown words are rare;
// - a listed name counts as common only when it is Capitalised and does not begin a sentence;
// - a hyphenated word is looked up whole first; when the whole is not common or mid-frequency
//   it takes the worst band of its parts. It counts as ONE cleaned word, in its whole form
//   (`well-known`), since the reader meets one word;
// - Hebrew: an unknown form is looked up again without its prefix letters (hebrew.ts).
import { BAND_COMMON, BAND_RARE, BANDS, bandAt } from './dictionary.ts';
import type { Band, BandCode, Dictionary } from './dictionary.ts';
import { addWord, emptyAnalysisWords, type AnalysisWords } from './analysis-words.ts';
import { JargonError } from './errors.ts';
import { figuresOf } from './score.ts';
import type { BandCounts, BandPercentages } from './score.ts';
import { isCapitalised, lookupForm, normaliseWordForm, scanWords } from './tokenizer.ts';
import type { ScannedWord } from './tokenizer.ts';

export interface Analysis extends AnalysisWords {
  /** Code of the dictionary used, e.g. English2021_2024. */
  readonly period: string;
  readonly text: string;
  readonly counts: BandCounts;
  readonly percentages: BandPercentages;
  /** 0–100 (score.ts). */
  readonly score: number;
}

/**
 * Analyses `text`; throws JargonError EMPTY_TEXT ("Article is empty.") for blank text. It measures
 * any text, a line or a piece of one; whoever measures a whole text for a writer first calls
 * checkMeasurable (text-script.ts), so a text in a script no list covers is told so, not scored.
 */
export function analyze(text: string, dictionary: Dictionary): Analysis {
  if (text.trim() === '') throw new JargonError('EMPTY_TEXT', 'Article is empty.');
  const words = emptyAnalysisWords();
  scanWords(text, (word) => {
    const found = classifyScannedWord(text, word, dictionary);
    const id = (found >> 2) - 1;
    // A word the table knows reuses the table's string instead of a new slice per occurrence.
    const form = id >= 0 ? dictionary.table.cachedWordAt(id) : lookupForm(text, word);
    addWord(words, form, BANDS[found & 3] ?? 'rare', word.start, word.end);
  });
  return withFigures({ period: dictionary.code, text, ...words });
}

/** An analysis from its words: the counts, percentages and score follow from the word lists. */
export function withFigures(words: Omit<Analysis, 'counts' | 'percentages' | 'score'>): Analysis {
  return { ...words, ...figuresOf(words.cleanedWords.length, words.normalWords.length, words.rareWords.length) };
}

/** A piece of the analysed text for display: a word with its band, or the text between words. */
export interface DisplayToken {
  readonly text: string;
  /** null for spaces, punctuation, numbers, e-mails and URLs. */
  readonly band: Band | null;
  /** Index into cleanedWords, or -1. */
  readonly wordIndex: number;
}

/** The part of an analysis that colours a text: where each counted word is and its band. */
export type BandedText = Pick<Analysis, 'text' | 'wordStarts' | 'wordEnds' | 'wordBands'>;

/**
 * The whole text as display tokens; concatenating their `text` gives the analysed text back.
 * The one walk over a coloured text: the server's HTML (render-html.ts), the original's `words`
 * and every coloured view of the web app are made from these tokens.
 */
export function displayTokens(analysis: {
  readonly text: string;
  readonly wordStarts: readonly number[];
  readonly wordEnds: readonly number[];
  readonly wordBands: readonly Band[];
}): DisplayToken[] {
  const tokens: DisplayToken[] = [];
  const { text, wordStarts, wordEnds, wordBands } = analysis;
  let position = 0;
  for (let index = 0; index < wordStarts.length; index++) {
    const start = wordStarts[index] ?? position;
    const end = wordEnds[index] ?? start;
    if (start > position) tokens.push({ text: text.slice(position, start), band: null, wordIndex: -1 });
    tokens.push({ text: text.slice(start, end), band: wordBands[index] ?? 'rare', wordIndex: index });
    position = end;
  }
  if (position < text.length) tokens.push({ text: text.slice(position), band: null, wordIndex: -1 });
  return tokens;
}

/**
 * The band of one written word as it would be classified in the middle of a sentence (names
 * rule and hyphen rule included), e.g. for alternatives or a word look-up.
 */
export function bandOfWord(written: string, dictionary: Dictionary): Band {
  return BANDS[bandOfWritten(written, normaliseWordForm(written), false, dictionary)] ?? 'rare';
}

/**
 * The band of a scanned word, and the table id of its whole form when the fast path found it:
 * (id + 1) × 4 + band, so 0–3 mean "band, no id".
 */
export function classifyScannedWord(text: string, word: ScannedWord, dictionary: Dictionary): number {
  if (!word.simple) {
    return bandOfWritten(text.slice(word.start, word.formEnd), lookupForm(text, word), word.sentenceStart, dictionary);
  }
  // Fast path: ASCII words are found by the hash computed while scanning, without a string.
  const id = dictionary.table.findSimple(text, word.start, word.formEnd, word.hash);
  return (id + 1) * 4 + bandOfSimple(text, word, dictionary, id);
}

function bandOfSimple(text: string, word: ScannedWord, dictionary: Dictionary, id: number): BandCode {
  const { table, bands, names } = dictionary;
  if (id >= 0 && names !== null && names[id] === 1 && word.capitalised && !word.sentenceStart) return BAND_COMMON;
  const whole = id < 0 ? BAND_RARE : bandAt(bands, id);
  if (whole !== BAND_RARE || word.partCount === 1) return whole;
  let worst: BandCode = BAND_COMMON;
  for (let part = 0; part < word.partCount && worst !== BAND_RARE; part++) {
    const start = word.partStarts[part] ?? 0;
    const end = word.partEnds[part] ?? 0;
    const partId = table.findSimple(text, start, end, word.partHashes[part] ?? 0);
    let band: BandCode = partId < 0 ? BAND_RARE : bandAt(bands, partId);
    if (
      band !== BAND_COMMON &&
      names !== null &&
      names[partId] === 1 &&
      (part > 0 || !word.sentenceStart) &&
      isCapitalisedAscii(text, start, end)
    ) {
      band = BAND_COMMON;
    }
    if (band > worst) worst = band;
  }
  return worst;
}

function isCapitalisedAscii(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  if (first < 65 || first > 90) return false;
  let letters = 0;
  for (let index = start + 1; index < end; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 97 && unit <= 122) return true;
    if (unit >= 65 && unit <= 90) letters++;
  }
  return letters === 0;
}

const HYPHENS = /[-‐‑־]/u;

/** The general path: any script, Hebrew prefixes; must agree with the fast path on ASCII. */
function bandOfWritten(written: string, form: string, sentenceStart: boolean, dictionary: Dictionary): BandCode {
  const id = dictionary.findForm(form);
  const { names } = dictionary;
  if (id >= 0 && names !== null && names[id] === 1 && !sentenceStart && isCapitalised(written)) return BAND_COMMON;
  const whole = dictionary.bandCodeOfForm(form);
  if (whole !== BAND_RARE || !form.includes('-')) return whole;
  const writtenParts = written.split(HYPHENS);
  const formParts = form.split('-');
  let worst: BandCode = BAND_COMMON;
  for (let part = 0; part < formParts.length && worst !== BAND_RARE; part++) {
    const partForm = formParts[part] ?? '';
    const partWritten = writtenParts[part] ?? partForm;
    const partId = dictionary.findForm(partForm);
    let band = dictionary.bandCodeOfForm(partForm);
    if (
      band !== BAND_COMMON &&
      names !== null &&
      partId >= 0 &&
      names[partId] === 1 &&
      (part > 0 || !sentenceStart) &&
      isCapitalised(partWritten)
    ) {
      band = BAND_COMMON;
    }
    if (band > worst) worst = band;
  }
  return worst;
}
