// The analysis of a long text in the shape of its compact reply (docs/de-jargonizer.md "Long
// texts"): the counts, one band letter per counted word and the first distinct rare words with
// where each first stands. `analyze()` keeps five list entries and often a new string per word
// (about 100 bytes a word: 600 MB for the 6 million words of a 45 MB .docx), none of which the
// compact reply sends; this walk keeps one byte a word. Same scan, same classification, so its
// figures and letters are exactly those of `analyze()` (letter-analysis.test.ts).
import { BAND_MID, BAND_RARE } from './dictionary.ts';
import type { Dictionary } from './dictionary.ts';
import { classifyScannedWord } from './classify.ts';
import { JargonError } from './errors.ts';
import { figuresOf } from './score.ts';
import type { BandCounts, BandPercentages } from './score.ts';
import { checkMeasurable } from './text-script.ts';
import { lookupForm, scanWords } from './tokenizer.ts';

export interface LetterAnalysis {
  readonly period: string;
  readonly text: string;
  /** One letter per counted word, c common, m mid, r rare: `bandLetters(analyze(text).wordBands)`. */
  readonly bandLetters: string;
  readonly counts: BandCounts;
  readonly percentages: BandPercentages;
  readonly score: number;
  /**
   * The first `rareLimit` distinct rare words (lookup forms), in the order of their first use,
   * each with the offset in `text` where it first stands.
   */
  readonly firstRare: ReadonlyMap<string, number>;
}

/** Letters are turned into a string this many at a time (a string grown per letter is a deep rope). */
const SLICE = 8192;
const LETTER_CODES = [99, 109, 114]; // c, m, r by band code

/** Analyses `text` for its compact reply; throws JargonError EMPTY_TEXT or UNSUPPORTED_SCRIPT, as `analyze()`. */
export function analyzeLetters(text: string, dictionary: Dictionary, rareLimit: number): LetterAnalysis {
  if (text.trim() === '') throw new JargonError('EMPTY_TEXT', 'Article is empty.');
  checkMeasurable(text, dictionary.info.language);
  const slices: string[] = [];
  const letters = new Uint8Array(SLICE);
  let filled = 0;
  let total = 0;
  let mid = 0;
  let rare = 0;
  const firstRare = new Map<string, number>();
  scanWords(text, (word) => {
    const band = classifyScannedWord(text, word, dictionary) & 3;
    total++;
    if (band === BAND_MID) mid++;
    else if (band === BAND_RARE) {
      rare++;
      if (firstRare.size < rareLimit) {
        // The form of a rare word is needed only until rareLimit distinct ones are known.
        const form = lookupForm(text, word);
        if (!firstRare.has(form)) firstRare.set(form, word.start);
      }
    }
    letters[filled++] = LETTER_CODES[band] ?? 114;
    if (filled === SLICE) {
      slices.push(String.fromCharCode(...letters));
      filled = 0;
    }
  });
  if (filled > 0) slices.push(String.fromCharCode(...letters.subarray(0, filled)));
  return {
    period: dictionary.code,
    text,
    bandLetters: slices.join(''),
    ...figuresOf(total, mid, rare),
    firstRare,
  };
}
