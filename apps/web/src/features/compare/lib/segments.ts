// The compared text cut into pieces for display: each counted word with its band, the text
// between words as it is. Made as every coloured text of the app is, from the measure's display
// tokens of the reply's text and band letters (bandedTextOf), so the words are the ones the
// server counted.
import { displayTokens, type BandedText } from '@scicomm/jargon/classify';
import { bandedTextOf } from '@scicomm/jargon/compact-result';
import type { Band } from '@scicomm/jargon/dictionary';

export interface TextPiece {
  readonly text: string;
  /** null between words. */
  readonly band: Band | null;
}

/**
 * Words shown coloured at most: a file of hundreds of thousands of words would make as many
 * elements and stall the page; the figures always count the whole text.
 */
export const MAX_SHOWN_WORDS = 20_000;

/** The first `maxWords` words of a coloured text and the text between them, up to the next word. */
function firstWords(coloured: BandedText, maxWords: number): BandedText {
  const { text, wordStarts, wordEnds, wordBands } = coloured;
  return {
    text: text.slice(0, wordStarts[maxWords]),
    wordStarts: wordStarts.slice(0, maxWords),
    wordEnds: wordEnds.slice(0, maxWords),
    wordBands: wordBands.slice(0, maxWords),
  };
}

export function piecesOf(text: string, bands: string, maxWords = MAX_SHOWN_WORDS): { pieces: TextPiece[]; cut: boolean } {
  let coloured: BandedText;
  try {
    coloured = bandedTextOf(text, bands);
  } catch {
    // Letters that do not fit the text (a damaged reply) would colour the wrong words: the text
    // is shown as it is.
    return { pieces: text === '' ? [] : [{ text, band: null }], cut: false };
  }
  const cut = coloured.wordStarts.length > maxWords;
  const shown = cut ? firstWords(coloured, maxWords) : coloured;
  return { pieces: displayTokens(shown).map(({ text: piece, band }) => ({ text: piece, band })), cut };
}
