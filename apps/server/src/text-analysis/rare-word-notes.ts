// The .docx report's list of rare words (docs/de-jargonizer.md "How a suggestion is chosen"): each
// distinct rare word of the text, in order, with its sure replacements in the sentence it first
// stands in, or where none is sure its dictionary meanings, as the popover gives them.
import { alternatives, meaningsOf, sentenceAt, tokenize, type Band, type Dictionary } from '@scicomm/jargon';

export interface RareWordNote {
  readonly word: string;
  readonly replacements: readonly string[];
  readonly meanings: readonly string[];
}

/** The most rare words the list holds; a longer text's list stops there and says so. */
export const MAX_RARE_WORD_NOTES = 200;

/**
 * The notes of the text's distinct rare words, given the band of each of its words in order
 * (docx-report.ts `bandsOfWords`). A dictionary without a thesaurus (Hebrew, Arabic) lists the words only.
 */
export function rareWordNotes(text: string, bands: readonly Band[], dictionary: Dictionary | null): RareWordNote[] {
  const notes: RareWordNote[] = [];
  const seen = new Set<string>();
  let index = 0;
  for (const token of tokenize(text)) {
    if (token.form === null) continue;
    const band = bands[index++];
    if (band !== 'rare' || seen.has(token.form) || notes.length >= MAX_RARE_WORD_NOTES) continue;
    seen.add(token.form);
    if (dictionary === null) {
      notes.push({ word: token.form, replacements: [], meanings: [] });
      continue;
    }
    // Read once, and only for a word that may have replacements or meanings.
    let sentence: string | undefined;
    const sentenceOf = () => (sentence ??= sentenceAt(text, token.start));
    const replacements = alternatives(token.form, dictionary, 5, sentenceOf).map((alternative) => alternative.word);
    notes.push({ word: token.form, replacements, meanings: replacements.length > 0 ? [] : meaningsOf(token.form, dictionary, sentenceOf) });
  }
  return notes;
}
