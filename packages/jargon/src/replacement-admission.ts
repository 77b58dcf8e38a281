// Which table words may be offered as a replacement (docs/de-jargonizer.md "How a suggestion is
// chosen"; docs/decisions.md): only a sure one, admitted by one of three classes —
//  (a) every-sense: a plain equivalent that holds in every sense of the word (plain-words/every-sense.ts);
//  (b) one-sense: the word has one WordNet sense, not a field's, and the plain word is a common
//      synonym in WordNet (a member of that sense, or of an adjective's "similar to" senses);
//  (c) sentence-confirmed: a sense condition of the table ([cue …]) read the sense from the sentence.
// A table word admitted by none is not shown. Browser-safe.
import { bandOfWord } from './classify.ts';
import type { Dictionary } from './dictionary.ts';
import { plainWordEntries, type PlainWord } from './plain-words.ts';
import { EVERY_SENSE_PAIRS } from './plain-words/every-sense.ts';
import type { Thesaurus, WordSense } from './thesaurus.ts';

/** (d), sentence-sense: WordNet's members of the sense the sentence selects (alternatives.ts `selectedSense`). */
export type Admission = 'every-sense' | 'one-sense' | 'sentence-confirmed' | 'sentence-sense';

/** The decision's letters for each class, as the evaluation prints them. */
export const ADMISSION_LETTER: Record<Admission, 'a' | 'b' | 'c' | 'd'> = {
  'every-sense': 'a',
  'one-sense': 'b',
  'sentence-confirmed': 'c',
  'sentence-sense': 'd',
};

let everySense: Map<string, Set<string>> | null = null;

/** The (a) pairs: word → its plain words that hold in every sense. */
export function everySensePairs(): ReadonlyMap<string, ReadonlySet<string>> {
  if (everySense !== null) return everySense;
  everySense = new Map();
  for (const line of EVERY_SENSE_PAIRS.trim().split('\n')) {
    const [word = '', plain = ''] = line.split(':').map((part) => part.trim());
    everySense.set(word, (everySense.get(word) ?? new Set()).add(plain));
  }
  return everySense;
}

/**
 * The one sense of a word (its lemmas' senses of every part of speech taken together), or null
 * when it has several, none, or its one sense is a field's (WordNet's topic domains).
 */
export function onlySenseOf(thesaurus: Thesaurus, lemmas: readonly string[]): WordSense | null {
  const senses = new Map<number, WordSense>();
  for (const lemma of lemmas) for (const sense of thesaurus.sensesOf(lemma)) senses.set(sense.synset, sense);
  if (senses.size !== 1) return null;
  const [only] = senses.values();
  return only === undefined || thesaurus.isFieldSense(only.synset) ? null : only;
}

/** True when WordNet has `word` in the sense, or (for an adjective) in a sense similar to it. */
export function isSynonymIn(thesaurus: Thesaurus, sense: WordSense, word: string): boolean {
  const synsets = sense.pos === 'a' ? [sense.synset, ...thesaurus.relatedOf(sense.synset)] : [sense.synset];
  return synsets.some((synset) => thesaurus.membersOf(synset).includes(word));
}

/** The class that admits `plain` as a replacement of the table's word `key`, or null: not sure, not shown. */
export function admissionOf(thesaurus: Thesaurus, dictionary: Dictionary, key: string, plain: PlainWord): Admission | null {
  if (everySensePairs().get(key)?.has(plain.word)) return 'every-sense';
  const only = onlySenseOf(thesaurus, [key]);
  if (only !== null && isSynonymIn(thesaurus, only, plain.word) && bandOfWord(plain.word, dictionary) === 'common') return 'one-sense';
  if (plain.conditioned) return 'sentence-confirmed';
  return null;
}

export interface TableAdmissions {
  /** Entries (one a table line) with at least one word of each class; an entry may count in several. */
  readonly byClass: Record<Admission, number>;
  /** Entries by the first class that admits one of their words, in the order (a), (b), (c). */
  readonly byFirstClass: Record<Admission, number>;
  /** Entries no class admits: never shown. */
  readonly dropped: number;
  readonly entries: number;
}

/** How the table splits under the rule, for the evaluation and the docs. */
export function tableAdmissions(thesaurus: Thesaurus, dictionary: Dictionary): TableAdmissions {
  const byClass: Record<Admission, number> = { 'every-sense': 0, 'one-sense': 0, 'sentence-confirmed': 0, 'sentence-sense': 0 };
  const byFirstClass = { ...byClass };
  let dropped = 0;
  let entries = 0;
  for (const [key, list] of plainWordEntries()) {
    for (const entry of list) {
      entries++;
      const classes = new Set(
        entry.words.flatMap((word) => admissionOf(thesaurus, dictionary, key, { word, conditioned: entry.conditions.has(word) }) ?? []),
      );
      for (const admission of classes) byClass[admission]++;
      const first = (['every-sense', 'one-sense', 'sentence-confirmed'] as const).find((admission) => classes.has(admission));
      if (first === undefined) dropped++;
      else byFirstClass[first]++;
    }
  }
  return { byClass, byFirstClass, dropped, entries };
}
