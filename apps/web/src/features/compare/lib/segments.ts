// The compared text cut into pieces for display: each counted word with its band (from the
// reply's one letter per word), the text between words as it is. The measure's own tokenizer
// cut the text on the server, so the letters fit the words one for one.
import { tokenize, type Band } from '@scicomm/jargon';

export interface TextPiece {
  readonly text: string;
  /** null between words. */
  readonly band: Band | null;
}

const BAND_OF_LETTER: Readonly<Record<string, Band>> = { c: 'common', m: 'mid', r: 'rare' };

/**
 * Words shown coloured at most: a file of hundreds of thousands of words would make as many
 * elements and stall the page; the figures always count the whole text.
 */
export const MAX_SHOWN_WORDS = 20_000;

export function piecesOf(text: string, bands: string, maxWords = MAX_SHOWN_WORDS): { pieces: TextPiece[]; cut: boolean } {
  const pieces: TextPiece[] = [];
  let word = 0;
  for (const token of tokenize(text)) {
    if (token.form === null) {
      pieces.push({ text: token.text, band: null });
      continue;
    }
    if (word >= maxWords) return { pieces, cut: true };
    pieces.push({ text: token.text, band: BAND_OF_LETTER[bands[word] ?? ''] ?? 'common' });
    word++;
  }
  return { pieces, cut: false };
}
