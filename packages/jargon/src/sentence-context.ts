// What a sentence says about one of its words, read by a few cheap English patterns of its
// neighbours (docs/de-jargonizer.md "How a suggestion is chosen"): its part of speech when they
// tell, the stems of the sentence's other content words, and whether a content word follows it.
// The replacements (alternatives.ts) and the ranking of senses (senses-in-sentence.ts) read it.
// Browser-safe.
import type { PartOfSpeech } from './english-inflections.ts';
import { stemOf } from './thesaurus.ts';
import { wordsOf } from './tokenizer.ts';

/**
 * What the sentence says about the word: its content-word stems, its part of speech if the
 * neighbours tell, and whether a content word follows it in the same clause (null: not found).
 */
export interface SentenceContext {
  readonly stems: ReadonlySet<string>;
  readonly pos: ReadonlySet<PartOfSpeech> | null;
  readonly beforeContentWord: boolean | null;
  /** The word before it ("" at the start or when not found): tells "was reduced" from "reduced the". */
  readonly previous: string;
}

const DETERMINERS = new Set(
  'the a an this these those its their his her our my your each every no some any many few several such another either neither both all much'.split(' '),
);
const PREPOSITIONS = new Set(
  'of in on for with by from at into onto between among about through during without within across against toward towards via per under over after before upon than as like along around near beside beyond inside outside throughout'.split(
    ' ',
  ),
);
const MODALS = new Set('can could will would may might must should shall cannot'.split(' '));
const SUBJECTS = new Set(['we', 'they', 'it', 'he', 'she', 'i', 'you', 'who', 'which', 'also', 'often', ...MODALS]);
const LINKING = new Set('is are was were be been being am become became becomes remain remains remained seem seems seemed appear appears'.split(' '));
const AUXILIARIES = new Set('have has had do does did'.split(' '));
const DEGREE = new Set('very more most less least so too highly extremely quite rather fairly relatively increasingly'.split(' '));

export function sentenceContext(sentence: string, form: string): SentenceContext {
  const words = wordsOf(sentence);
  const ownStem = stemOf(form);
  const stems = new Set<string>();
  for (const word of words) {
    const stem = stemOf(word);
    if (stem !== null && stem !== ownStem) stems.add(stem);
  }
  const at = positionOf(words, form);
  if (at < 0) return { stems, pos: null, beforeContentWord: null, previous: '' };
  return {
    stems,
    pos: partOfSpeechAt(words, at),
    beforeContentWord: isBeforeContentWord(sentence, words[at] ?? form),
    previous: words[at - 1] ?? '',
  };
}

/** Function words: the determiners, prepositions, linking, modal and auxiliary verbs, conjunctions. */
export const CLAUSE_WORDS: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  ...LINKING,
  ...MODALS,
  ...AUXILIARIES,
  ...'and or but nor to that than which who whose when while because so if'.split(' '),
]);

/** True when the word's first occurrence is followed, with no punctuation between, by a word that is not a function word. */
function isBeforeContentWord(sentence: string, word: string): boolean | null {
  const lower = sentence.toLowerCase();
  const pattern = new RegExp(`(?<![\\p{L}'])${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}'])`, 'u');
  const found = pattern.exec(lower);
  if (found === null) return null;
  const next = /^\s+([\p{L}][\p{L}'-]*)/u.exec(lower.slice(found.index + word.length));
  return next !== null && !CLAUSE_WORDS.has(next[1] ?? '');
}

/** Where `form` stands in the sentence's words: as it is, else an inflection of it (yield → yields), else -1. */
function positionOf(words: readonly string[], form: string): number {
  const exact = words.indexOf(form);
  if (exact >= 0) return exact;
  const base = form.replace(/e$/u, '');
  return words.findIndex((word) => word.startsWith(base) && /^(?:e?s|e?d|ing|ies|ied)$/u.test(word.slice(base.length)));
}

/** The part of speech the neighbours of words[at] allow, from a few cheap English patterns; null when they do not tell. */
function partOfSpeechAt(words: readonly string[], at: number): Set<PartOfSpeech> | null {
  const word = words[at] ?? '';
  const previous = words[at - 1] ?? '';
  const next = words[at + 1] ?? '';
  const participle = word.endsWith('ed') || word.endsWith('ing') || word.endsWith('en');
  if (word.endsWith('ly') && !word.endsWith('ply')) return new Set(['r', 'a']);
  if (SUBJECTS.has(previous)) return new Set(['v']);
  // "likely to relapse within a year": a bare word after "to" at the end of its phrase is the verb
  // (a noun there mostly has its determiner: "to the relapse").
  if (previous === 'to' && !participle && (next === '' || PREPOSITIONS.has(next))) return new Set(['v']);
  if (previous === 'to') return participle ? new Set(['v', 'n', 'a']) : new Set(['v', 'n']);
  if (LINKING.has(previous)) return participle ? new Set(['v', 'a']) : new Set(['a', 'n']);
  if (DEGREE.has(previous)) return new Set(['a', 'r']);
  // "has accelerated the melting": a participle after have, has or had is the verb.
  if (AUXILIARIES.has(previous) && (word.endsWith('ed') || word.endsWith('en')) && previous.startsWith('ha')) return new Set(['v']);
  if (DETERMINERS.has(previous) || PREPOSITIONS.has(previous)) {
    return word.endsWith('ing') ? new Set(['n', 'v', 'a']) : new Set(['n', 'a']);
  }
  // "impaired the volunteers' ability": a past tense before its object's determiner is the verb.
  if (DETERMINERS.has(next) && (!participle || word.endsWith('ed'))) return new Set(['v']);
  // "Tide gauges along the coast", "gauges recorded", "supplements had": a plural noun before a
  // preposition, a linking, modal or auxiliary verb or a past tense (a verb in -s is mostly followed by its object).
  if (/[^s]s$/u.test(word) && (PREPOSITIONS.has(next) || LINKING.has(next) || MODALS.has(next) || AUXILIARIES.has(next) || next.endsWith('ed'))) {
    return new Set(['n']);
  }
  return null;
}
