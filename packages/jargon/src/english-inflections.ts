// English inflection endings and the base forms they come from: WordNet's morphy detachment
// rules per part of speech (`specifications` → `specification`, `gauged` → `gauge`). The
// thesaurus finds lemmas with them; the line joiner finds the base of a word cut at a line's
// end whose inflected form the browser's word list does not hold ("arrays" → "array").
// Browser-safe, no dependency.

/** Parts of speech as stored in the thesaurus's synsetInfo's low two bits. */
export type PartOfSpeech = 'n' | 'v' | 'a' | 'r';

export const DETACHMENTS: readonly (readonly [PartOfSpeech, string, string])[] = [
  ['n', 's', ''], ['n', 'ses', 's'], ['n', 'xes', 'x'], ['n', 'zes', 'z'], ['n', 'ches', 'ch'], ['n', 'shes', 'sh'],
  ['n', 'men', 'man'], ['n', 'ies', 'y'],
  ['v', 's', ''], ['v', 'ies', 'y'], ['v', 'es', 'e'], ['v', 'es', ''], ['v', 'ed', 'e'], ['v', 'ed', ''], ['v', 'ing', 'e'], ['v', 'ing', ''],
  ['a', 'er', ''], ['a', 'est', ''], ['a', 'er', 'e'], ['a', 'est', 'e'],
];

/**
 * The Latin and Greek plurals of nouns (larvae → larva, hyphae → hypha, fungi → fungus, bacteria →
 * bacterium, criteria → criterion, matrices → matrix, analyses → analysis), which WordNet's
 * exception lists hold and its package here lacks. Only the thesaurus reads them: a lemma found
 * this way must be a noun WordNet knows, so a word that merely ends so ("pizza") finds nothing.
 */
export const CLASSICAL_PLURALS: readonly (readonly [PartOfSpeech, string, string])[] = [
  ['n', 'ae', 'a'], ['n', 'i', 'us'], ['n', 'a', 'um'], ['n', 'a', 'on'], ['n', 'ices', 'ex'], ['n', 'ices', 'ix'], ['n', 'ses', 'sis'],
];

/** The base forms a lowercase word may be an inflection of, by the detachment rules (none for a word with no such ending). */
export function inflectionBases(form: string): string[] {
  const bases: string[] = [];
  for (const [, suffix, replacement] of DETACHMENTS) {
    if (form.length > suffix.length + 1 && form.endsWith(suffix)) bases.push(form.slice(0, form.length - suffix.length) + replacement);
  }
  return bases;
}
