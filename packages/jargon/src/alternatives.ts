// Simpler alternatives for a word in its sentence (docs/de-jargonizer.md "Simpler words").
// Two sources, in this order:
//  1. our own plain-language table (plain-words.ts) of frequent academic and scientific words;
//  2. WordNet (thesaurus.ts): the word's senses of the part of speech it has in the sentence are
//     ranked by how many of the sentence's words their gloss, members and hypernyms share, and by
//     how often WordNet saw each sense; only a sense that clearly wins gives suggestions, and only
//     its members (for adjectives also their "similar to" words and the noun they relate to, for
//     concrete nouns specific hypernyms) for which it is their own usual sense ("duck" is not
//     offered for "evade").
// Every suggestion must be known better than the word: common in the chosen dictionary (the
// table's may be mid-frequency) and more frequent than the word. None is better than a wrong
// one, so a word whose sense is unclear gets none.
import { bandOfWord } from './classify.ts';
import type { Band, Dictionary } from './dictionary.ts';
import { inflectionBases } from './english-inflections.ts';
import { plainWordsOf } from './plain-words.ts';
import { stemOf, type PartOfSpeech, type Thesaurus, type WordSense } from './thesaurus.ts';
import { normaliseWordForm, wordsOf } from './tokenizer.ts';

export interface Alternative {
  readonly word: string;
  readonly band: Exclude<Band, 'rare'>;
}

/** Where alternatives come from; the evaluation reports each source apart. */
export type AlternativeSource = 'table' | 'wordnet';

/** How far below the top of the noun hierarchy a hypernym must be to be suggested. */
export const HYPERNYM_MIN_DEPTH = 7;

/**
 * The table lists its likeliest word first; on sentences nobody tuned on, its second and third fitted
 * far less often than its first (docs/de-jargonizer.md "Simpler words"), so only the first is shown.
 */
export const MAX_TABLE_ALTERNATIVES = 1;

/** A WordNet candidate with more senses than this is too ambiguous to stand in for a word. */
export const MAX_CANDIDATE_SENSES = 8;

/**
 * Up to `limit` alternatives for `word` as used in `sentence` (when known; without it, the
 * word's usual sense must be clear on its own). [] for a common word, and when the dictionary
 * has no thesaurus (e.g. Hebrew).
 */
export function alternatives(word: string, dictionary: Dictionary, limit = 5, sentence?: string): Alternative[] {
  return alternativesWithSource(word, dictionary, limit, sentence).alternatives;
}

export function alternativesWithSource(
  word: string,
  dictionary: Dictionary,
  limit = 5,
  sentence?: string,
): { alternatives: Alternative[]; source: AlternativeSource | null } {
  const none = { alternatives: [], source: null };
  const thesaurus = dictionary.thesaurus;
  if (thesaurus === null || limit <= 0) return none;
  const form = normaliseWordForm(word.trim());
  if (form === '' || bandOfWord(form, dictionary) === 'common') return none;
  // An inflected form of a common word (cores, steels) is no jargon to replace, whatever its own
  // count: the De-Jargonizer's bands stay the original's, the simpler words go by the base form.
  if (inflectionBases(form).some((base) => bandOfWord(base, dictionary) === 'common')) return none;
  const ownFrequency = frequencyOf(form, dictionary);
  const knownBetter = (candidate: string, allowMid: boolean): Alternative | null => {
    // An abbreviation (km for kilometres, dna) is shorter, not plainer.
    if (!/[aeiouy]/u.test(candidate)) return null;
    const band = bandOfWord(candidate, dictionary);
    if (band === 'rare' || (band === 'mid' && !allowMid)) return null;
    if (frequencyOf(candidate, dictionary) <= ownFrequency) return null;
    return { word: candidate, band };
  };
  const byFrequency = (list: Alternative[]) =>
    list
      .map((alternative) => ({ alternative, frequency: frequencyOf(alternative.word, dictionary) }))
      .sort((a, b) => b.frequency - a.frequency || a.alternative.word.localeCompare(b.alternative.word))
      .slice(0, limit)
      .map(({ alternative }) => alternative);

  const context = sentence === undefined ? null : sentenceContext(sentence, form);
  const planned = plainWordsOf(form, context?.pos ?? null, context?.stems ?? null);
  if (planned !== null) {
    // The table decides for the words it lists, even when none of its words is known better.
    const kept = planned
      .filter((candidate) => fitsSlot(thesaurus, form, candidate, context))
      .flatMap((candidate) => knownBetter(candidate, true) ?? [])
      .slice(0, Math.min(limit, MAX_TABLE_ALTERNATIVES));
    return { alternatives: kept, source: kept.length > 0 ? 'table' : null };
  }

  const sense = senseInContext(thesaurus, form, context);
  if (sense === null) return none;
  const ownLemmas = new Set([form, ...thesaurus.lemmasOf(form).map((reading) => reading.lemma)]);
  const candidates = new Set<string>();
  const consider = (synset: number) => {
    for (const member of thesaurus.membersOf(synset)) {
      if (!ownLemmas.has(member) && isUsualSenseOf(thesaurus, member, synset)) candidates.add(member);
    }
  };
  consider(sense.synset);
  for (const related of thesaurus.relatedOf(sense.synset)) {
    // An adjective's "similar to" senses; a hypernym only of a concrete noun and when it is
    // specific enough (deep in the hierarchy), so "cause" or "thing" never stand in for a word.
    if (sense.pos === 'a' || (isConcreteNoun(thesaurus, sense) && thesaurus.depthOf(related) >= HYPERNYM_MIN_DEPTH)) consider(related);
  }
  // An adjective of relation reads as its noun in front of another: "seismic activity" → earthquake.
  if (sense.pos === 'a') for (const noun of thesaurus.nounsOf(sense.synset)) consider(noun);
  const kept = [...candidates].flatMap((candidate) => knownBetter(candidate, false) ?? []);
  return kept.length > 0 ? { alternatives: byFrequency(kept), source: 'wordnet' } : none;
}

/**
 * What the sentence says about the word: its content-word stems, its part of speech if the
 * neighbours tell, and whether a content word follows it in the same clause (null: not found).
 */
export interface SentenceContext {
  readonly stems: ReadonlySet<string>;
  readonly pos: ReadonlySet<PartOfSpeech> | null;
  readonly beforeContentWord: boolean | null;
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
  const ownStem = stemOf(form);
  const stems = new Set<string>();
  for (const word of words) {
    const stem = stemOf(word);
    if (stem !== null && stem !== ownStem) stems.add(stem);
  }
  const at = positionOf(words, form);
  if (at < 0) return { stems, pos: null, beforeContentWord: null };
  return { stems, pos: partOfSpeechAt(words, at), beforeContentWord: isBeforeContentWord(sentence, words[at] ?? form) };
}

const CLAUSE_WORDS = new Set([
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

/**
 * The sense of `form` that the sentence means, or null when that is unclear. Candidate senses
 * are those of the part of speech the sentence allows; each is scored by the sentence stems its
 * signature shares (gloss, members, hypernyms and their glosses). A sense wins by sharing more
 * than every other; with no such evidence, only a sense WordNet saw far more often than the
 * others (or the only one) wins.
 */
export function senseInContext(thesaurus: Thesaurus, form: string, context: SentenceContext | null): WordSense | null {
  const senses: WordSense[] = [];
  for (const reading of thesaurus.lemmasOf(form)) {
    for (const sense of thesaurus.sensesOf(reading.lemma)) {
      if (!reading.pos.includes(sense.pos)) continue;
      if (context?.pos && !context.pos.has(sense.pos)) continue;
      if (!senses.some((known) => known.synset === sense.synset)) senses.push(sense);
    }
  }
  if (senses.length === 0) return null;
  if (senses.length === 1) return senses[0] ?? null;
  const scored = senses.map((sense) => ({ sense, overlap: context ? overlapOf(thesaurus, sense.synset, context.stems) : 0 }));
  scored.sort((a, b) => b.overlap - a.overlap || b.sense.count - a.sense.count);
  const [best, second] = scored as [(typeof scored)[number], (typeof scored)[number]];
  const first = senses[0] as WordSense;
  const firstRank = (sense: WordSense) => senses.indexOf(sense);
  if (best.overlap > second.overlap && (best.overlap >= 2 || firstRank(best.sense) <= 1)) return best.sense;
  // Evidence split between senses: unclear.
  if (best.overlap > 0) return null;
  // No evidence: WordNet's most frequent sense, if it was seen at least twice as often as the next.
  const runnerUp = senses[1] as WordSense;
  if (first.count > 0 && first.count >= 2 * runnerUp.count) return first;
  return null;
}

function overlapOf(thesaurus: Thesaurus, synset: number, stems: ReadonlySet<string>): number {
  const signature = new Set<string>(thesaurus.glossStemsOf(synset));
  const addMembers = (of: number) => {
    for (const member of thesaurus.membersOf(of)) {
      const stem = stemOf(member);
      if (stem !== null) signature.add(stem);
    }
  };
  addMembers(synset);
  for (const related of thesaurus.relatedOf(synset)) {
    addMembers(related);
    for (const stem of thesaurus.glossStemsOf(related)) signature.add(stem);
  }
  let shared = 0;
  for (const stem of stems) if (signature.has(stem)) shared++;
  return shared;
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

// WordNet's lexicographer files of things one can point at: animal, artifact, body, food,
// object, plant, substance. Their hypernyms are kinds a reader can picture (neuron → cell);
// those of processes, acts and states are not (mutagenesis → cause).
const CONCRETE_NOUN_FILES = new Set([5, 6, 8, 13, 17, 20, 27]);

function isConcreteNoun(thesaurus: Thesaurus, sense: WordSense): boolean {
  return sense.pos === 'n' && CONCRETE_NOUN_FILES.has(thesaurus.lexFileOf(sense.synset));
}

/** A hyphenated form unknown as a whole is as frequent as its least frequent part. */
function frequencyOf(form: string, dictionary: Dictionary): number {
  const whole = dictionary.frequency(form);
  if (whole > 0 || !form.includes('-')) return whole;
  return Math.min(...form.split('-').map((part) => dictionary.frequency(part)));
}
