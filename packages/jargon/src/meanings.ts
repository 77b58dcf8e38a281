// A term's dictionary meanings, shown where no replacement is sure (docs/de-jargonizer.md "How a
// suggestion is chosen"): WordNet's definitions of the word's senses, ordered by their fit to the
// sentence (senses-in-sentence.ts), at most three, as a start for explaining the term in the text.
// For the popover, the .docx report and the coach. Browser-safe.
import type { Dictionary } from './dictionary.ts';
import type { SentenceOfWord } from './sentence-context.ts';
import { plausibleSenses, sensesInSentence } from './senses-in-sentence.ts';
import { normaliseWordForm } from './tokenizer.ts';
import type { WordReading } from './word-reading.ts';

export const MAX_MEANINGS = 3;

/**
 * Up to MAX_MEANINGS definitions of `word`'s WordNet senses, the best fit to `sentence` first ([] when
 * WordNet lacks it or the dictionary has no thesaurus). `reading` is a tagger's lemma and part of
 * speech of the word in the sentence (word-reader.ts), when the caller has one.
 */
export function meaningsOf(word: string, dictionary: Dictionary, sentence?: SentenceOfWord, reading?: WordReading | null): string[] {
  const thesaurus = dictionary.thesaurus;
  if (thesaurus === null) return [];
  const form = normaliseWordForm(word.trim());
  if (form === '') return [];
  const definitions: string[] = [];
  for (const sense of plausibleSenses(thesaurus, sensesInSentence(thesaurus, form, sentence, reading))) {
    const definition = thesaurus.definitionOf(sense.synset);
    if (definition !== '' && !definitions.includes(definition)) definitions.push(definition);
    if (definitions.length === MAX_MEANINGS) break;
  }
  return definitions;
}
