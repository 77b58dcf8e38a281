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
import { admissionOf, isSynonymIn, onlySenseOf, type Admission } from './replacement-admission.ts';
import { sensesInSentence, type SenseInSentence } from './senses-in-sentence.ts';
import { stemOf, type PartOfSpeech, type Thesaurus } from './thesaurus.ts';
import { CLAUSE_WORDS, sentenceContext, type SentenceContext } from './sentence-context.ts';
import { normaliseWordForm } from './tokenizer.ts';

export interface Alternative {
  readonly word: string;
  readonly band: Exclude<Band, 'rare'>;
}

/** Where alternatives come from; the evaluation reports each source apart. */
export type AlternativeSource = 'table' | 'wordnet' | 'sentence-sense';

/**
 * The table lists its likeliest word first; on sentences nobody tuned on, its second and third fitted
 * far less often than its first, so only the first admitted one is shown.
 */
export const MAX_TABLE_ALTERNATIVES = 1;

/** A WordNet candidate with more senses than this is too ambiguous to stand in for a word. */
export const MAX_CANDIDATE_SENSES = 8;

import type { SentenceOfWord } from './sentence-context.ts';
export type { SentenceOfWord } from './sentence-context.ts';

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

const none: AlternativesFound = { alternatives: [], source: null, admissions: [] };

export function alternativesWithSource(word: string, dictionary: Dictionary, limit = 5, sentence?: SentenceOfWord): AlternativesFound {
  const thesaurus = dictionary.thesaurus;
  if (thesaurus === null || limit <= 0) return none;
  const form = normaliseWordForm(word.trim());
  if (form === '' || bandOfWord(form, dictionary) === 'common') return none;
  // An inflected form of a common word (cores, steels) is no jargon to replace, whatever its own
  // count: the De-Jargonizer's bands stay the original's, the simpler words go by the base form.
  if (inflectionBases(form).some((base) => bandOfWord(base, dictionary) === 'common')) return none;
  // The sentence is read only once a replacement is in sight: most rare words of a text of typos
  // or of a language without a list have none, and reading each one's sentence made an analysis
  // quadratic in an unpunctuated text.
  let text: string | undefined | null = null;
  const sentenceText = (): string | undefined => (text === null ? (text = typeof sentence === 'function' ? sentence() : sentence) : text);
  const found = replacementsInSentence(thesaurus, form, dictionary, limit, sentenceText);
  if (found.alternatives.length === 0) return none;
  // The head of a fixed term or a measure ("cell membrane", "40 percent") keeps its word.
  const read = sentenceText();
  return read !== undefined && isHeadOfTerm(thesaurus, read, form) ? none : found;
}

function replacementsInSentence(
  thesaurus: Thesaurus,
  form: string,
  dictionary: Dictionary,
  limit: number,
  sentenceText: () => string | undefined,
): AlternativesFound {
  let context: SentenceContext | null | undefined;
  const contextOf = (): SentenceContext | null => {
    if (context === undefined) {
      const read = sentenceText();
      context = read === undefined ? null : sentenceContext(read, form);
    }
    return context;
  };
  const ownFrequency = frequencyOf(form, dictionary);
  const knownBetter = (candidate: string, allowMid: boolean): Exclude<Band, 'rare'> | null => {
    // An abbreviation (km for kilometres, dna) is shorter, not plainer.
    if (!/[aeiouy]/u.test(candidate)) return null;
    const band = bandOfWord(candidate, dictionary);
    if (band === 'rare' || (band === 'mid' && !allowMid)) return null;
    if (frequencyOf(candidate, dictionary) <= ownFrequency) return null;
    return band;
  };
  const inSentenceForm = (lemma: string, candidate: string) => {
    const read = contextOf();
    const pos = read?.pos?.size === 1 ? ([...read.pos][0] ?? null) : null;
    return inflectAs(candidate, formKindOf(form, lemma, pos, read?.previous ?? ''));
  };
  // Never a non-word ("volatiles" → "unstables"): an inflected replacement must be a form the counts know.
  const isKnownForm = (shown: string, lemma: string) => shown === lemma || frequencyOf(shown, dictionary) > 0;

  // The senses ranked by the sentence, read once: the selected sense and a table word's agreement ask for them.
  let ranked: SenseInSentence[] | undefined;
  const rankedSenses = (read: string): SenseInSentence[] => (ranked ??= sensesInSentence(thesaurus, form, read, null, contextOf()));

  const lemmaReadings = thesaurus.lemmasOf(form);
  const ownLemmas = new Set([form, ...lemmaReadings.map((found) => found.lemma)]);
  const membersOfSense = (synset: number, lemma: string) =>
    thesaurus
      .membersOf(synset)
      .filter((member) => !ownLemmas.has(member) && isUsualSenseOf(thesaurus, member, synset))
      .flatMap((member) => {
        const band = knownBetter(member, false);
        return band === null ? [] : [{ word: member, band, frequency: frequencyOf(member, dictionary) }];
      })
      .sort((a, b) => b.frequency - a.frequency || a.word.localeCompare(b.word))
      .map(({ word: member, band }) => ({ word: inSentenceForm(lemma, member), band, member }))
      .filter((found) => isKnownForm(found.word, found.member))
      .slice(0, limit)
      .map(({ word: shown, band }) => ({ word: shown, band }));

  // The sense the sentence selects: its common members, when the selection is sure.
  const fromSelectedSense = (): AlternativesFound => {
    // A word WordNet lacks has no sense to select, and one whose senses have no plainer member has
    // nothing to offer from any: its sentence is not read (most rare words of science writing).
    const offersPlainer = (synset: number) => thesaurus.membersOf(synset).some((member) => !ownLemmas.has(member) && knownBetter(member, false) !== null);
    if (!lemmaReadings.some(({ lemma }) => thesaurus.sensesOf(lemma).some((sense) => offersPlainer(sense.synset)))) return none;
    const read = sentenceText();
    if (read === undefined) return none;
    const selected = selectedSense(thesaurus, rankedSenses(read));
    if (selected === null) return none;
    const kept = membersOfSense(selected.synset, selected.lemma).filter(
      (alternative) =>
        fitsSlot(thesaurus, form, alternative.word, contextOf()) &&
        isFirstOfItsKind(thesaurus, lemmaOfShown(thesaurus, alternative.word), selected.pos),
    );
    if (kept.length === 0) return none;
    const shown = kept.slice(0, MAX_TABLE_ALTERNATIVES);
    return { alternatives: shown, source: 'sentence-sense', admissions: shown.map(() => 'sentence-sense' as const) };
  };

  // A sentence-confirmed table word closest to a sense the sentence points at less than at its best
  // fit is out of place ("the membrane of the cell": tissue, no film). Closest: the sense it is a
  // WordNet synonym of, else the one whose gloss shares most with the word's own glosses.
  const agreesWithSense = (plain: string): boolean => {
    const read = sentenceText();
    if (read === undefined) return true;
    const senses = rankedSenses(read);
    const best = senses[0];
    if (best === undefined || best.overlap === 0) return true;
    const plainStems = new Set(thesaurus.sensesOf(plain).flatMap((sense) => thesaurus.glossStemsOf(sense.synset)));
    const closeness = (sense: SenseInSentence) =>
      isSynonymIn(thesaurus, { synset: sense.synset, pos: sense.pos, count: sense.count }, plain)
        ? Number.MAX_SAFE_INTEGER
        : thesaurus.glossStemsOf(sense.synset).filter((stem) => plainStems.has(stem)).length;
    const closest = Math.max(...senses.map(closeness));
    return closest === 0 || senses.some((sense) => closeness(sense) === closest && sense.overlap >= best.overlap);
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
        if (admission === 'sentence-confirmed' && !agreesWithSense(plain.word)) return [];
        const band = knownBetter(plain.word, true);
        const shown = inSentenceForm(entry.key, plain.word);
        return band === null || !isKnownForm(shown, plain.word) ? [] : [{ alternative: { word: shown, band }, admission }];
      })
      .slice(0, Math.min(limit, MAX_TABLE_ALTERNATIVES));
    if (kept.length === 0) return fromSelectedSense();
    return { alternatives: kept.map((found) => found.alternative), source: 'table', admissions: kept.map((found) => found.admission) };
  }

  const sense = onlySenseOf(
    thesaurus,
    lemmaReadings.map((found) => found.lemma),
  );
  if (sense !== null) {
    // Without a common member the sense offers nothing, whatever the sentence.
    const offers = thesaurus.membersOf(sense.synset).some((member) => !ownLemmas.has(member) && isUsualSenseOf(thesaurus, member, sense.synset) && knownBetter(member, false) !== null);
    if (!offers) return none;
    const pos = contextOf()?.pos;
    if (pos && !pos.has(sense.pos)) return none;
    const lemma = lemmaReadings.find((found) => thesaurus.sensesOf(found.lemma).some((own) => own.synset === sense.synset))?.lemma ?? form;
    const kept = membersOfSense(sense.synset, lemma);
    if (kept.length === 0) return none;
    return { alternatives: kept, source: 'wordnet', admissions: kept.map(() => 'one-sense' as const) };
  }

  return fromSelectedSense();
}

/**
 * The sense the sentence surely selects: the first in fit (senses-in-sentence.ts), of the part of
 * speech read, not a field's or an informal one, that the sentence's words point at (more of them
 * than at any other sense) and that WordNet saw used at least MIN_SELECTED_COUNT times and at least
 * twice as often as the next sense of that part of speech. Measured on the tuned parts of the
 * evaluation (docs/de-jargonizer.md "Evaluation"): without the sentence's pointing, or with fewer
 * uses, the members chosen fitted under 80 %.
 */
export const MIN_SELECTED_COUNT = 3;

function selectedSense(thesaurus: Thesaurus, senses: readonly SenseInSentence[]): SenseInSentence | null {
  const [first, second] = senses;
  if (first === undefined || !first.posFits || thesaurus.isFieldSense(first.synset) || thesaurus.isInformalSense(first.synset)) return null;
  const next = second?.posFits ? second : null;
  if (first.overlap === 0 || (next !== null && next.overlap >= first.overlap)) return null;
  return first.count >= MIN_SELECTED_COUNT && first.count >= 2 * (next?.count ?? 0) ? first : null;
}

/** The lemma of a replacement as shown (an inflected member: "doses" → dose). */
function lemmaOfShown(thesaurus: Thesaurus, shown: string): string {
  return thesaurus.sensesOf(shown).length > 0 ? shown : (thesaurus.lemmasOf(shown)[0]?.lemma ?? shown);
}

/** True when the word's most frequent sense has this part of speech ("evidence" is a noun first, not a verb for "manifest"). */
function isFirstOfItsKind(thesaurus: Thesaurus, word: string, pos: PartOfSpeech): boolean {
  return thesaurus.sensesOf(word)[0]?.pos === pos;
}

const NUMBER_BEFORE = /(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|few|several))\s*$/iu;

/**
 * Whether the word's first occurrence heads a term or a measure: after a number ("40 percent") or
 * after a word WordNet knows only as a noun ("cell membrane", not "thin membrane" or "water facilitates").
 */
function isHeadOfTerm(thesaurus: Thesaurus, sentence: string, form: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}'])${form.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}'])`, 'u');
  const found = pattern.exec(sentence.toLowerCase());
  if (found === null) return false;
  const before = sentence.slice(0, found.index);
  if (NUMBER_BEFORE.test(before)) return true;
  // A possessive ("the star's luminosity") or a function word ("a", "are": nouns to WordNet) starts no term.
  const trimmed = before.trimEnd();
  const previous = trimmed.length < before.length ? (trimmed.split(/\s/u).at(-1) ?? '').toLowerCase() : '';
  if (!/^\p{L}+$/u.test(previous) || CLAUSE_WORDS.has(previous) || stemOf(previous) === null) return false;
  if (!thesaurus.lemmasOf(form).some((reading) => reading.pos.includes('n'))) return false;
  const parts = new Set(thesaurus.lemmasOf(previous).flatMap((reading) => reading.pos));
  return parts.size === 1 && parts.has('n');
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
