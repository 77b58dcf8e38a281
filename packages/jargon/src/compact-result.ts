// The compact form of a long text's result (docs/de-jargonizer.md "Long texts"): the text once
// and one letter per counted word (c common, m mid, r rare) instead of the lists, the pieces
// and the coloured HTML, which each repeat the text. Whoever holds the text and the letters
// rebuilds the rest with the same tokenizer that cut the text on the server.
import { addWord, emptyAnalysisWords } from './analysis-words.ts';
import type { BandedText } from './classify.ts';
import type { Band } from './dictionary.ts';
import { renderHtml } from './render-html.ts';
import { scanWords, tokenize } from './tokenizer.ts';

const LETTER_OF_BAND: Record<Band, string> = { common: 'c', mid: 'm', rare: 'r' };
const BAND_OF_LETTER: Readonly<Record<string, Band>> = { c: 'common', m: 'mid', r: 'rare' };

/** One letter per band, in order. */
export function bandLetters(wordBands: readonly Band[]): string {
  // Joined in slices: a string grown one letter at a time becomes a rope millions of nodes deep.
  const SLICE = 65_536;
  let letters = '';
  for (let from = 0; from < wordBands.length; from += SLICE) {
    letters += wordBands
      .slice(from, from + SLICE)
      .map((band) => LETTER_OF_BAND[band])
      .join('');
  }
  return letters;
}

/**
 * The coloured text of `text` and its band letters (the page's analysis reply): where each
 * counted word is, with its band. Throws when the letters do not fit the text.
 */
export function bandedTextOf(text: string, letters: string): BandedText {
  const wordStarts: number[] = [];
  const wordEnds: number[] = [];
  const wordBands: Band[] = [];
  let fits = true;
  scanWords(text, (word) => {
    const band = BAND_OF_LETTER[letters[wordBands.length] ?? ''];
    if (band === undefined) fits = false;
    wordStarts.push(word.start);
    wordEnds.push(word.end);
    wordBands.push(band ?? 'rare');
  });
  if (!fits || wordBands.length !== letters.length) throw new Error('The band letters do not fit the text.');
  return { text, wordStarts, wordEnds, wordBands };
}

/** What a full result repeats of the text, rebuilt from the compact form. */
export interface ExpandedBands {
  readonly cleanedWords: string[];
  readonly normalWords: string[];
  readonly rareWords: string[];
  readonly wordBands: Band[];
  /** The text cut into words and the pieces between them. */
  readonly words: string[];
  readonly htmlResult: string;
}

/**
 * Rebuilds the lists, the pieces and the coloured HTML of `text` from its band letters.
 * Throws when the letters do not fit the text (a different tokenizer, a damaged reply).
 */
export function expandBandLetters(text: string, letters: string): ExpandedBands {
  const counted = emptyAnalysisWords();
  const words: string[] = [];
  for (const token of tokenize(text)) {
    words.push(token.text);
    if (token.form === null) continue;
    const band = BAND_OF_LETTER[letters[counted.cleanedWords.length] ?? ''];
    if (band === undefined) throw new Error('The band letters do not fit the text.');
    addWord(counted, token.form, band, token.start, token.end);
  }
  if (counted.cleanedWords.length !== letters.length)
    throw new Error('The band letters do not fit the text.');
  const { cleanedWords, normalWords, rareWords, wordBands, wordStarts, wordEnds } = counted;
  const htmlResult = renderHtml({ text, wordStarts, wordEnds, wordBands });
  return { cleanedWords, normalWords, rareWords, wordBands, words, htmlResult };
}
