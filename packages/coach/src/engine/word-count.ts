// Word counting for the scripts' word ranges. A word is a whitespace-separated token
// (docs/product.md §5), the same rule as the text box's live counter (docs/exercises.md "The
// chat screen"), so the student's counter and the engine never disagree. An answer is capped
// in characters too (docs/exercises.md "Answers"): one endless "word", or a few words padded
// with whitespace, would otherwise pass a word range, be stored and be sent back whole.

import { said, type Said } from '../messages/chat-text.ts';

export interface WordRange {
  readonly min: number;
  readonly max: number;
}

/** The exercises' one word counter (@scicomm/shared/text): a spaced dash is no word. */
export { countWrittenWords as countWords } from '@scicomm/shared/text';

export function isWithinRange(count: number, range: WordRange): boolean {
  return count >= range.min && count <= range.max;
}

/** The exact answer to a text outside its range (the stage is kept). */
export function wordRangeMessage(range: WordRange, count: number): Said {
  return said('engine.wordRange', { min: range.min, max: range.max, used: count, count: range.max });
}

/** Longer than any real word (the longest in dictionaries have about 45 letters). */
export const MAX_WORD_CHARACTERS = 60;

/** Characters an answer may average per word of its maximum: twice a long scientific word and its space. */
const CHARACTERS_PER_WORD = 15;

/** The characters a table answer may hold in all (its cells are phrases from a text of at most 500 words). */
export const TABLE_CHARACTER_LIMIT = 6_000;

/** The most characters an answer within `range` may have: 15 a word of its maximum, at least 200. */
export function answerCharacterLimit(range: WordRange): number {
  return Math.max(200, range.max * CHARACTERS_PER_WORD);
}

const tooLongWord = new RegExp(`\\S{${MAX_WORD_CHARACTERS + 1},}`);

/** The answer to a text with a token longer than any word, or null. */
export function longWordProblem(text: string): Said | null {
  const longest = tooLongWord.exec(text);
  if (!longest) return null;
  return said('engine.longWord', { used: longest[0].length, max: MAX_WORD_CHARACTERS, count: longest[0].length });
}

/**
 * Why a text is too long in characters, or null: a token longer than any word first, then the
 * character cap. Counted in UTF-16 code units.
 */
export function characterProblem(text: string, maxCharacters: number): Said | null {
  const longWord = longWordProblem(text);
  if (longWord !== null) return longWord;
  if (text.length > maxCharacters) {
    return said('engine.characterLimit', { max: maxCharacters, used: text.length, count: maxCharacters });
  }
  return null;
}
