// A term's dictionary meanings, shown where no replacement is sure (docs/de-jargonizer.md "How a
// suggestion is chosen"): WordNet's definitions of the word's senses, shortest first, at most
// three, as a start for explaining the term in the text. A meaning is never presented as the one
// the sentence means: the writer picks. For the popover, the .docx report and the coach. Browser-safe.
import { sentenceContext, type SentenceOfWord } from './alternatives.ts';
import type { Dictionary } from './dictionary.ts';
import { normaliseWordForm } from './tokenizer.ts';

export const MAX_MEANINGS = 3;

/**
 * Up to MAX_MEANINGS definitions of `word`'s WordNet senses, shortest first ([] when WordNet
 * lacks it or the dictionary has no thesaurus). With a sentence whose grammar shows the word's
 * part of speech ("the lesion", "they lesion"), only senses of that part of speech.
 */
export function meaningsOf(word: string, dictionary: Dictionary, sentence?: SentenceOfWord): string[] {
  const thesaurus = dictionary.thesaurus;
  if (thesaurus === null) return [];
  const form = normaliseWordForm(word.trim());
  if (form === '') return [];
  const readings = thesaurus.lemmasOf(form);
  // A word WordNet lacks has no meanings in any sentence: its sentence is not read.
  if (readings.length === 0) return [];
  const text = typeof sentence === 'function' ? sentence() : sentence;
  const pos = text === undefined ? null : sentenceContext(text, form).pos;
  const definitions: string[] = [];
  for (const reading of readings) {
    for (const sense of thesaurus.sensesOf(reading.lemma)) {
      if (!reading.pos.includes(sense.pos) || (pos !== null && !pos.has(sense.pos))) continue;
      const definition = thesaurus.definitionOf(sense.synset);
      if (definition !== '' && !definitions.includes(definition)) definitions.push(definition);
    }
  }
  return definitions
    .map((definition, order) => ({ definition, order }))
    .sort((a, b) => a.definition.length - b.definition.length || a.order - b.order)
    .slice(0, MAX_MEANINGS)
    .map(({ definition }) => definition);
}
