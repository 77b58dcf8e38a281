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

/**
 * A word's sentence, or how to read it when needed: most rare words of a text of typos or of a
 * language without a list get no replacement and no meaning, so their sentence is never read
 * (undefined: not known).
 */
export type SentenceOfWord = string | (() => string | undefined);

export function sentenceContext(sentence: string, form: string): SentenceContext {
  const words = wordsOf(sentence);
  // The stems and what follows the word are read when asked: only a table word with a sense
  // condition needs the stems, only a table word's slot what follows it.
  let stems: Set<string> | undefined;
  const stemsOf = (): Set<string> => {
    if (stems !== undefined) return stems;
    const ownStem = stemOf(form);
    stems = new Set<string>();
    for (const word of words) {
      const stem = stemOf(word);
      if (stem !== null && stem !== ownStem) stems.add(stem);
    }
    return stems;
  };
  const at = positionOf(words, form);
  if (at < 0) {
    return {
      get stems() {
        return stemsOf();
      },
      pos: null,
      beforeContentWord: null,
      previous: '',
    };
  }
  let before: boolean | null | undefined;
  return {
    get stems() {
      return stemsOf();
    },
    pos: partOfSpeechAt(words, at),
    get beforeContentWord() {
      return before === undefined ? (before = isBeforeContentWord(sentence, words[at] ?? form)) : before;
    },
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

const LETTER_OR_APOSTROPHE = /^[\p{L}']$/u;
// Sticky: the word after a place, read where it stands without copying the rest of the sentence.
const NEXT_WORD = /\s+([\p{L}][\p{L}'-]*)/uy;

/** The code point that ends just before `index` ("" at the start), a surrogate pair whole. */
function codePointBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const last = text.charCodeAt(index - 1);
  const lead = index >= 2 ? text.charCodeAt(index - 2) : 0;
  const paired = last >= 0xdc00 && last <= 0xdfff && lead >= 0xd800 && lead <= 0xdbff;
  return text.slice(paired ? index - 2 : index - 1, index);
}

/** The code point at `index` ("" at the end), a surrogate pair whole. */
function codePointAt(text: string, index: number): string {
  const point = text.codePointAt(index);
  return point === undefined ? '' : String.fromCodePoint(point);
}

/** Where `word` first stands whole in `text` (no letter or apostrophe on either side), or -1. */
function wholeWordAt(text: string, word: string): number {
  if (word === '') return -1;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!LETTER_OR_APOSTROPHE.test(codePointBefore(text, at)) && !LETTER_OR_APOSTROPHE.test(codePointAt(text, at + word.length))) return at;
  }
  return -1;
}

/**
 * True when the word's first occurrence is followed, with no punctuation between, by a word that
 * is not a function word. A search by indexOf, not a RegExp compiled per word: one per rare word
 * of a text was most of an analysis's time.
 */
function isBeforeContentWord(sentence: string, word: string): boolean | null {
  const lower = sentence.toLowerCase();
  const at = wholeWordAt(lower, word);
  if (at < 0) return null;
  NEXT_WORD.lastIndex = at + word.length;
  const next = NEXT_WORD.exec(lower);
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
