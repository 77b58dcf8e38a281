// A Hebrew or Arabic term read as the English word it was borrowed from (היפוקמפוס: hippocampus;
// الميتوكوندريا: mitochondria), for the meanings a rare word the language's wordnet lacks is shown
// with, marked as the English word's (docs/de-jargonizer.md "How a suggestion is chosen"). The
// English words are WordNet's, as the English dictionary's thesaurus holds them, that are terms
// themselves: not common in the BBC counts, nouns or adjectives, no names of places, people or
// genera, and in use (wordfreq's English counts know the word or a synonym: not grainfield,
// greenweed or gaudery, which names and native words happen to spell). A word is matched by its consonants and vowels (loanword-keys.ts) after its prefix
// letters or clitics and endings; it gets an English word only when one fits best and no other
// word fits as well (a variant spelling or a word of the same senses is no rival) — nor a name of
// the English dictionary's names list, as Hebrew and Arabic write names the same way (שקלטון is
// Shackleton, not skeleton). Browser-safe.
import { stripArabicClitics, normaliseArabicForm } from './arabic.ts';
import { bandOfWord } from './classify.ts';
import type { Dictionary } from './dictionary.ts';
import { stripHebrewPrefixes } from './hebrew.ts';
import { ADJECTIVE_ENDINGS, englishSpelling, loanDistance, loanReadings, type LoanLanguage, type LoanReading } from './loanword-keys.ts';
import type { Thesaurus, WordSense } from './thesaurus.ts';

export type { LoanLanguage } from './loanword-keys.ts';

export interface EnglishLoan {
  /** The English word (WordNet's lemma). */
  readonly english: string;
  /** Its definitions, of the part of speech the word is read as, most used sense first. */
  readonly definitions: readonly string[];
}

export const MAX_LOAN_DEFINITIONS = 3;
/**
 * The most a match may differ in vowels (loanDistance), and the fewest consonants its key has:
 * chosen by precision on rare Hebrew forms never tuned on (loanword-held-out.ts). Shorter keys and
 * looser vowels reached more of the eval's terms but also names and everyday words (Labrador read
 * as verdure, דבכל as debacle, קוביין as coven).
 */
const MAX_DISTANCE = 0.25;
const MIN_KEY = 5;
/** A key one consonant shorter is enough where the stem writes this many vowel letters (נייטרון, neutron; ציטוקין, cytokine). */
const SHORT_KEY_VOWELS = 2;
const MIN_ENGLISH_LETTERS = 5;
/** WordNet senses that name a taxon or a people's member or language, not a term's meaning. */
const NAMING_SENSE = /\bgenus\b|^(?:a |the )?(?:family|order|class|phylum|subfamily|suborder|division|subclass|superfamily) of\b|^(?:a )?member of (?:the|a|an)\b|\blanguage of\b/iu;
/** A name rivals a term it spells nearly as closely as the term. */
const NAME_MARGIN = 0.25;
const ROMAN_NUMERAL = /^[ivxlcdm]+$/u;
const ACRONYM_OR_COMPOUND = /[״"׳'-]/u;
/** wordfreq's Zipf a term or a word of its senses reaches, at least: about one in thirty million words. */
export const MIN_ENGLISH_ZIPF = 1.5;

/**
 * The Zipf an English term reaches itself (lemma or the spelling matched) to be read from an Arabic
 * word: one in ten million words. Arabic leaves short vowels unwritten, so its own words and names
 * reach rare English words by chance (باسيليوس: basileus, ويستروس: oestrus, بيبلوس: peplos), while
 * the terms Arabic borrows are in use.
 */
export const MIN_ARABIC_ENGLISH_ZIPF = 2;

/** An English word's Zipf frequency (word-frequencies.ts), 0 when unknown. */
export type EnglishUsage = (word: string) => number;

interface Candidate {
  readonly id: number;
  /** The spelling matched: the lemma, or its Greek or Latin plural (mitochondria for mitochondrion). */
  readonly written: string;
}

interface Hit {
  readonly lemma: string;
  readonly senses: readonly WordSense[];
  readonly distance: number;
  /** 1 when an adjective ending is read as a noun. */
  readonly nounForAdjective: number;
  /** The English consonants the ending adds: fewer is less guessed. */
  readonly added: number;
  readonly order: number;
  readonly reading: LoanReading;
}

export class EnglishLoanwords {
  private readonly english: Dictionary;
  private readonly thesaurus: Thesaurus;
  private readonly usage: EnglishUsage | null;
  private index: Map<string, Candidate[]> | null = null;
  /** The names of the English dictionary's table by key: table ids. */
  private names: Map<string, number[]> | null = null;

  /**
   * `english`: an English dictionary with its thesaurus (its bands tell a term from an everyday
   * word); `usage`: English Zipf frequencies, to leave out words nobody uses (null: none left out).
   */
  constructor(english: Dictionary, usage: EnglishUsage | null) {
    if (english.thesaurus === null) throw new Error('English loanwords need an English dictionary with a thesaurus.');
    this.english = english;
    this.thesaurus = english.thesaurus;
    this.usage = usage;
  }

  /** The English word a Hebrew or Arabic word is read as, with its definitions; null when none is sure. */
  match(word: string, language: LoanLanguage): EnglishLoan | null {
    const form = language === 'ar' ? normaliseArabicForm(word.trim()) : word.trim();
    if (form === '' || ACRONYM_OR_COMPOUND.test(form)) return null;
    const stems = language === 'he' ? stripHebrewPrefixes(form) : stripArabicClitics(form);
    const hits: Hit[] = [];
    loanReadings(form, stems, language).forEach((reading, order) => {
      if (!this.longEnough(reading)) return;
      for (const candidate of this.lookUp(reading.key)) {
        const hit = this.hitOf(candidate, reading, order);
        if (hit !== null) hits.push(hit);
      }
    });
    hits.sort((a, b) => a.distance - b.distance || a.nounForAdjective - b.nounForAdjective || a.added - b.added || a.order - b.order);
    const best = hits[0];
    if (best === undefined) return null;
    const rival = hits.some(
      (hit) =>
        hit.distance === best.distance &&
        hit.nounForAdjective === best.nounForAdjective &&
        hit.added === best.added &&
        !this.sameWord(hit, best),
    );
    if (rival || this.nameFits(best)) return null;
    const definitions: string[] = [];
    // A term's field senses ((genetics) transcription, (computer science) compiler) before its everyday ones.
    const fieldFirst = [...best.senses].sort((a, b) => Number(this.thesaurus.isFieldSense(b.synset)) - Number(this.thesaurus.isFieldSense(a.synset)));
    for (const sense of fieldFirst) {
      const definition = this.thesaurus.definitionOf(sense.synset);
      if (definition !== '' && !definitions.includes(definition)) definitions.push(definition);
      if (definitions.length === MAX_LOAN_DEFINITIONS) break;
    }
    return definitions.length === 0 ? null : { english: best.lemma, definitions };
  }

  /** True when a name spells the word as closely as the English word does. */
  private nameFits(best: Hit): boolean {
    const reading = best.reading;
    this.names ??= this.buildNames();
    for (const id of this.names.get(reading.key) ?? []) {
      const name = this.english.table.wordAt(id);
      // Of the names list's 197,000 surnames, only those in use rival a term in Arabic, whose long vowels spell a term closely (bucsit is no rival of bauxite, البوكسيت).
      if (reading.language === 'ar' && this.usage !== null && this.usage(name) < MIN_ENGLISH_ZIPF) continue;
      const distance = loanDistance(name, englishSpelling(name), { ...reading, ending: '', englishEndings: null, added: '' });
      if (distance !== null && distance <= best.distance + NAME_MARGIN) return true;
    }
    return false;
  }

  private buildNames(): Map<string, number[]> {
    const names = new Map<string, number[]>();
    const { table } = this.english;
    const flags = this.english.names;
    if (flags === null) return names;
    for (let id = 0; id < table.size; id++) {
      if (flags[id] !== 1) continue;
      const name = table.wordAt(id);
      if (name.length < MIN_ENGLISH_LETTERS - 1 || !/^[a-z]+$/u.test(name)) continue;
      const key = englishSpelling(name).classes.join('');
      if (key.length < MIN_KEY - 1) continue;
      const list = names.get(key);
      if (list === undefined) names.set(key, [id]);
      else list.push(id);
    }
    return names;
  }

  private longEnough(reading: LoanReading): boolean {
    // Arabic writes a loanword's vowels as long ones: a stem with no vowel letter between its consonants is an Arabic word's pattern (صرفية is not cervical).
    if (reading.language === 'ar' && !reading.stem.gaps.slice(1, reading.stem.classes.length).some((gap) => gap !== '')) return false;
    if (reading.key.length >= MIN_KEY) return true;
    if (reading.key.length < MIN_KEY - 1) return false;
    const compared = reading.ending === '' ? reading.stem.gaps : reading.stem.gaps.slice(0, reading.stem.classes.length);
    return compared.join('').length >= SHORT_KEY_VOWELS;
  }

  private hitOf(candidate: Candidate, reading: LoanReading, order: number): Hit | null {
    // A Hebrew plural in -ים is of a noun ending in a consonant: אפידמיולוגים are epidemiologists, not epidemiology.
    if (reading.ending === 'ים' && candidate.written.endsWith('y')) return null;
    const distance = loanDistance(candidate.written, englishSpelling(candidate.written), reading);
    if (distance === null || distance > MAX_DISTANCE) return null;
    const lemma = this.thesaurus.words.wordAt(candidate.id);
    const senses = this.termSenses(lemma);
    const nouns = senses.filter((sense) => sense.pos === 'n');
    const adjectives = senses.filter((sense) => sense.pos === 'a');
    // Arabic -يا is a noun's -ia as often as an adjective's accusative.
    const adjectiveEnding = ADJECTIVE_ENDINGS.has(reading.ending) && reading.ending !== 'يا';
    let shown: readonly WordSense[];
    if (adjectiveEnding) {
      // Arabic's nisba ending makes an adjective of its own nouns too (الكهربية, إليكترونية): a noun alone is no reading of it.
      shown = adjectives.length > 0 ? adjectives : reading.added === '' && reading.language === 'he' ? nouns : [];
    } else {
      shown = nouns.length > 0 ? nouns : reading.ending === 'يا' ? adjectives : [];
    }
    if (shown.length === 0 || !this.inUse(lemma, shown)) return null;
    if (reading.language === 'ar' && this.usage !== null && Math.max(this.usage(lemma), this.usage(candidate.written)) < MIN_ARABIC_ENGLISH_ZIPF) return null;
    return {
      lemma,
      senses: shown,
      distance,
      nounForAdjective: adjectiveEnding && adjectives.length === 0 ? 1 : 0,
      added: reading.added.length,
      order,
      reading,
    };
  }

  private inUse(lemma: string, senses: readonly WordSense[]): boolean {
    const usage = this.usage;
    if (usage === null || usage(lemma) >= MIN_ENGLISH_ZIPF) return true;
    return senses.some((sense) => this.thesaurus.membersOf(sense.synset).some((member) => usage(member) >= MIN_ENGLISH_ZIPF));
  }

  /** Two hits are one word when they share a sense (prokaryote, procaryote) or differ only at the end (oncologic, oncological). */
  private sameWord(a: Hit, b: Hit): boolean {
    if (a.lemma === b.lemma || a.senses.some((sense) => b.senses.some((other) => other.synset === sense.synset))) return true;
    let common = 0;
    while (common < a.lemma.length && a.lemma.charAt(common) === b.lemma.charAt(common)) common++;
    return common >= Math.min(a.lemma.length, b.lemma.length) - 2;
  }

  /** A lemma's senses but those that name a taxon, a people or a place or person (WordNet's instances: no broader sense). */
  private termSenses(lemma: string): WordSense[] {
    return this.thesaurus
      .sensesOf(lemma)
      .filter(
        (sense) =>
          (sense.pos === 'n' || sense.pos === 'a') &&
          !(sense.pos === 'n' && this.thesaurus.depthOf(sense.synset) === 0 && this.thesaurus.relatedOf(sense.synset).length === 0) &&
          !NAMING_SENSE.test(this.thesaurus.definitionOf(sense.synset)),
      );
  }

  private lookUp(key: string): readonly Candidate[] {
    this.index ??= this.buildIndex();
    return this.index.get(key) ?? [];
  }

  /** Every English term by its consonant key, built on the first question: lemma ids only, so it stays a few megabytes. */
  private buildIndex(): Map<string, Candidate[]> {
    const index = new Map<string, Candidate[]>();
    const { words, senseOffsets } = this.thesaurus;
    for (let id = 0; id < words.size; id++) {
      if ((senseOffsets[id + 1] ?? 0) <= (senseOffsets[id] ?? 0)) continue;
      const lemma = words.wordAt(id);
      if (lemma.length < MIN_ENGLISH_LETTERS || !/^[a-z]+$/u.test(lemma) || ROMAN_NUMERAL.test(lemma)) continue;
      if (bandOfWord(lemma, this.english) === 'common') continue;
      for (const written of [lemma, ...classicalPlurals(lemma)]) {
        const key = englishSpelling(written).classes.join('');
        if (key.length < MIN_KEY - 1) continue;
        const list = index.get(key);
        if (list === undefined) index.set(key, [{ id, written }]);
        else list.push({ id, written });
      }
    }
    return index;
  }
}

/** A Greek -on's or a Latin -um's plural in -a, which Hebrew and Arabic borrow (מיטוכונדריה, mitochondria). */
function classicalPlurals(lemma: string): string[] {
  if (lemma.endsWith('um') || (lemma.endsWith('on') && !/[ts]ion$/u.test(lemma))) return [`${lemma.slice(0, -2)}a`];
  return [];
}
