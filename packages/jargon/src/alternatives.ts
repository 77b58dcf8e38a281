// Replacements for a word in its sentence (docs/de-jargonizer.md "How a suggestion is chosen"):
// only sure ones (replacement-admission.ts), from two sources in this order:
//  1. our own plain-language table (plain-words.ts), which decides alone for its words: its first
//     word that a class admits, fits the word's place in the sentence and is known better;
//  2. WordNet (thesaurus.ts), for a word of one sense that is not a field's: the members of that
//     sense for which it is their own usual sense, when common ("duck" is not offered for "evade").
// Every replacement must be known better than the word (more frequent; common, the table's may
// be mid-frequency) and is given in the sentence's form (inflect.ts). None rather than an unsure
// one: a term without a sure replacement is shown with its meanings instead (meanings.ts).
import { bandOfWord } from './classify.ts';
import type { Band, Dictionary } from './dictionary.ts';
import { inflectionBases } from './english-inflections.ts';
import { formKindOf, inflectAs } from './inflect.ts';
import { plainEntryOf } from './plain-words.ts';
import { admissionOf, onlySenseOf, type Admission } from './replacement-admission.ts';
import { stemOf, type PartOfSpeech, type Thesaurus } from './thesaurus.ts';
import { normaliseWordForm, wordsOf } from './tokenizer.ts';

export interface Alternative {
  readonly word: string;
  readonly band: Exclude<Band, 'rare'>;
}

/** Where alternatives come from; the evaluation reports each source apart. */
export type AlternativeSource = 'table' | 'wordnet';

/**
 * The table lists its likeliest word first; on sentences nobody tuned on, its second and third fitted
 * far less often than its first, so only the first admitted one is shown.
 */
export const MAX_TABLE_ALTERNATIVES = 1;

/** A WordNet candidate with more senses than this is too ambiguous to stand in for a word. */
export const MAX_CANDIDATE_SENSES = 8;

/**
 * The sentence a word stands in, or a function that finds it: asked only for a word that may have
 * a replacement, so that a text of unknown words does not look up the sentence of each
 * (undefined: not known).
 */
export type SentenceOfWord = string | (() => string | undefined);

/**
 * Up to `limit` replacements for `word` as used in `sentence` (when known), in the sentence's
 * form. [] for a common word, where none is sure, and when the dictionary has no thesaurus (Hebrew).
 */
export function alternatives(word: string, dictionary: Dictionary, limit = 5, sentence?: SentenceOfWord): Alternative[] {
  return alternativesWithSource(word, dictionary, limit, sentence).alternatives;
}

export interface AlternativesFound {
  readonly alternatives: Alternative[];
  readonly source: AlternativeSource | null;
  /** The class that admitted each shown replacement, in the same order. */
  readonly admissions: Admission[];
}

export function alternativesWithSource(word: string, dictionary: Dictionary, limit = 5, sentence?: SentenceOfWord): AlternativesFound {
  const none: AlternativesFound = { alternatives: [], source: null, admissions: [] };
  const thesaurus = dictionary.thesaurus;
  if (thesaurus === null || limit <= 0) return none;
  const form = normaliseWordForm(word.trim());
  if (form === '' || bandOfWord(form, dictionary) === 'common') return none;
  // An inflected form of a common word (cores, steels) is no jargon to replace, whatever its own
  // count: the De-Jargonizer's bands stay the original's, the simpler words go by the base form.
  if (inflectionBases(form).some((base) => bandOfWord(base, dictionary) === 'common')) return none;
  const ownFrequency = frequencyOf(form, dictionary);
  const knownBetter = (candidate: string, allowMid: boolean): Exclude<Band, 'rare'> | null => {
    // An abbreviation (km for kilometres, dna) is shorter, not plainer.
    if (!/[aeiouy]/u.test(candidate)) return null;
    const band = bandOfWord(candidate, dictionary);
    if (band === 'rare' || (band === 'mid' && !allowMid)) return null;
    if (frequencyOf(candidate, dictionary) <= ownFrequency) return null;
    return band;
  };
  // The sentence is read only for a word the table lists or WordNet has in one sense: most rare
  // words of a text of typos or of a language without a list have neither.
  let context: SentenceContext | null | undefined;
  const contextOf = (): SentenceContext | null => {
    if (context === undefined) {
      const text = typeof sentence === 'function' ? sentence() : sentence;
      context = text === undefined ? null : sentenceContext(text, form);
    }
    return context;
  };
  const inSentenceForm = (lemma: string, candidate: string) => {
    const found = contextOf();
    const pos = found?.pos?.size === 1 ? ([...found.pos][0] ?? null) : null;
    return inflectAs(candidate, formKindOf(form, lemma, pos, found?.previous ?? ''));
  };

  // The sentence only narrows the table's entries (plainEntryOf): a form the table lacks without it lacks it in any sentence.
  const listed = plainEntryOf(form) !== null;
  const found = listed ? contextOf() : null;
  // The stems are asked for one cue at a time, so that a word without a sense condition never reads them.
  const entry = listed ? plainEntryOf(form, found?.pos ?? null, found ? { has: (stem) => found.stems.has(stem) } : null) : null;
  if (entry !== null) {
    // The table decides for the words it lists, even when none of its words is sure or known better.
    const kept = entry.words
      .flatMap((plain) => {
        const admission = admissionOf(thesaurus, dictionary, entry.key, plain);
        if (admission === null || !fitsSlot(thesaurus, form, plain.word, contextOf())) return [];
        const band = knownBetter(plain.word, true);
        return band === null ? [] : [{ alternative: { word: inSentenceForm(entry.key, plain.word), band }, admission }];
      })
      .slice(0, Math.min(limit, MAX_TABLE_ALTERNATIVES));
    if (kept.length === 0) return none;
    return { alternatives: kept.map((found) => found.alternative), source: 'table', admissions: kept.map((found) => found.admission) };
  }

  const readings = thesaurus.lemmasOf(form);
  const sense = onlySenseOf(
    thesaurus,
    readings.map((reading) => reading.lemma),
  );
  if (sense === null) return none;
  const lemma = readings.find((reading) => thesaurus.sensesOf(reading.lemma).some((own) => own.synset === sense.synset))?.lemma ?? form;
  const ownLemmas = new Set([form, ...readings.map((reading) => reading.lemma)]);
  const members = thesaurus
    .membersOf(sense.synset)
    .filter((member) => !ownLemmas.has(member) && isUsualSenseOf(thesaurus, member, sense.synset))
    .flatMap((member) => {
      const band = knownBetter(member, false);
      return band === null ? [] : [{ word: member, band, frequency: frequencyOf(member, dictionary) }];
    });
  if (members.length === 0) return none;
  const pos = contextOf()?.pos;
  if (pos && !pos.has(sense.pos)) return none;
  const kept = members
    .sort((a, b) => b.frequency - a.frequency || a.word.localeCompare(b.word))
    .slice(0, limit)
    .map(({ word: member, band }) => ({ word: inSentenceForm(lemma, member), band }));
  return { alternatives: kept, source: 'wordnet', admissions: kept.map(() => 'one-sense' as const) };
}

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

// Adjectives that only stand before their noun: "the main reason", never "the reason is main".
const ATTRIBUTIVE_ONLY = new Set('main chief principal sole mere utter former latter upper inner outer elder eldest'.split(' '));

/**
 * Whether `candidate` can take the word's place in the sentence's grammar: a verb's place needs a
 * word that can be a verb ("impaired the ability": not "poor"), and an adjective that ends its
 * clause ("is nocturnal and …") needs an adjective that can stand there ("night" and "main" cannot).
 * Without WordNet evidence on either word, the candidate stays.
 */
function fitsSlot(thesaurus: Thesaurus, form: string, candidate: string, context: SentenceContext | null): boolean {
  if (context === null) return true;
  const parts = new Set(thesaurus.lemmasOf(candidate).flatMap((reading) => reading.pos));
  const ownParts = new Set(thesaurus.lemmasOf(form).flatMap((reading) => reading.pos));
  const verbSlot = context.pos?.size === 1 && context.pos.has('v') && ownParts.has('v');
  if (verbSlot && parts.size > 0 && !parts.has('v')) return false;
  if (context.beforeContentWord !== false) return true;
  if (ATTRIBUTIVE_ONLY.has(candidate)) return false;
  const isAdjective = ownParts.size > 0 && [...ownParts].every((part) => part === 'a');
  return !(isAdjective && parts.size > 0 && !parts.has('a'));
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
  if (at < 0) return { get stems() { return stemsOf(); }, pos: null, beforeContentWord: null, previous: '' };
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

const CLAUSE_WORDS = new Set([
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

/** True when `synset` is the candidate's usual sense in its part of speech (counted at least half as often as its most frequent one). */
function isUsualSenseOf(thesaurus: Thesaurus, candidate: string, synset: number): boolean {
  const pos = thesaurus.posOf(synset);
  const all = thesaurus.sensesOf(candidate);
  // A word of many senses ("well", "long", "subject") is read in another one.
  if (all.length > MAX_CANDIDATE_SENSES) return false;
  // A participle listed as an adjective or noun ("valued", "causing") reads as the verb.
  const senses = all.filter((sense) => sense.pos === pos);
  if (
    pos !== 'v' &&
    /(?:ed|ing)$/u.test(candidate) &&
    senses.every((sense) => sense.count === 0) &&
    thesaurus.lemmasOf(candidate).some((reading) => reading.lemma !== candidate)
  ) {
    return false;
  }
  const first = senses[0];
  if (first === undefined) return false;
  if (first.synset === synset) return true;
  const own = senses.find((sense) => sense.synset === synset);
  return own !== undefined && first.count > 0 && 2 * own.count >= first.count;
}

/** A hyphenated form unknown as a whole is as frequent as its least frequent part. */
function frequencyOf(form: string, dictionary: Dictionary): number {
  const whole = dictionary.frequency(form);
  if (whole > 0 || !form.includes('-')) return whole;
  return Math.min(...form.split('-').map((part) => dictionary.frequency(part)));
}
