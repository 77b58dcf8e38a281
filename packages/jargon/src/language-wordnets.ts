// A Hebrew or Arabic word's meanings and synonyms from its language's wordnet
// (language-wordnets-builder.ts; docs/de-jargonizer.md "How a suggestion is chosen"): the word is
// looked up by itself, then by its base forms — the stems without Hebrew prefix letters or Arabic
// clitics, then their inflection and verb bases (word-frequencies.ts lookupForms) — least guessed
// first, and the first form the wordnet knows gives every meaning: never a mix of two words'. A
// Hebrew synonym is offered as a replacement only where it is sure: the word is the lemma itself or
// behind prefix letters (no ending or verb pattern guessed), it has one sense in the wordnet, and
// the synonym has that sense alone and is common by its own count. Arabic WordNet's synsets group
// words too loosely for that (المجرات, galaxies, reached هنغاريا; النظام, the system, الحكومة), so
// Arabic words get meanings and synonyms but no replacement. Browser-safe.
import { arabicWordFormCandidates, stripArabicClitics } from './arabic.ts';
import { arabicLemmaCandidates } from './arabic-lemma-forms.ts';
import { BAND_COMMON, bandAt, type Dictionary } from './dictionary.ts';
import { HEBREW_MIN_STEM, hebrewBaseForms, stripHebrewPrefixes } from './hebrew.ts';
import { hebrewVerbFamily } from './hebrew-verb-forms.ts';
import { frequencyForm } from './word-frequencies.ts';

export type WordnetLanguage = 'he' | 'ar';
/** The language a definition is written in: the Hebrew WordNet's own, or WordNet's English gloss. */
export type DefinitionLanguage = 'he' | 'en';
export type WordnetPartOfSpeech = 'n' | 'v' | 'a' | 'r';
export const WORDNET_FORMAT = 3;
export const MAX_WORDNET_SENSES = 3;
const MAX_SYNONYMS = 5;
/** A base guessed after two or more prefix letters were taken off keeps a root's three letters. */
const HEBREW_MIN_PREFIXED_STEM = 3;

/** The built file: per synset [lemmas as the wordnet writes them, definition, its language, part of speech]; per plain spelling its synsets, most used first. */
export interface LanguageWordnetData {
  readonly format: number;
  readonly language: WordnetLanguage;
  /** The wordnet's licence, copyright notice and disclaimer. */
  readonly notice: string;
  readonly synsets: readonly (readonly [readonly string[], string, DefinitionLanguage, WordnetPartOfSpeech])[];
  readonly forms: Readonly<Record<string, readonly number[]>>;
}

export interface WordnetSense {
  readonly definition: string;
  readonly definitionLanguage: DefinitionLanguage;
  /** The sense's other words, in the word's language. */
  readonly synonyms: readonly string[];
  /** Where the word was read as a loanword (english-loanwords.ts): the English word whose definition this is. */
  readonly fromEnglish?: string;
}

export interface WordnetMeanings {
  /** The form the wordnet knew: the word itself or one of its base forms. */
  readonly form: string;
  readonly senses: readonly WordnetSense[];
  /** A common synonym of the word's only sense, or null where none is sure. */
  readonly synonym: string | null;
}

const HEBREW_POINTS = /[\u0591-\u05c7]/gu;
const HAMZA_SEATS = /[ؤئ]/gu;

/**
 * The key an Arabic form is found by in the wordnet, the same for its lemmas and for a looked-up
 * word: the lookup form (normaliseArabicForm) with a hamza on و or ي written on the line, as texts
 * seat it either way (مسؤول, مسئول). Other languages' forms are their own keys.
 */
export function wordnetKey(form: string, language: WordnetLanguage): string {
  return language === 'ar' ? form.replace(HAMZA_SEATS, 'ء') : form;
}
/** An Arabic form with the article, after an optional conjunction and preposition (ل before the article drops its alef). */
const ARTICLED = /^(?:[وف]?[بك]?ال|[وف]?لل)/u;

export class LanguageWordnet {
  readonly language: WordnetLanguage;
  private readonly data: LanguageWordnetData;
  private readonly forms: Map<string, readonly number[]>;

  constructor(data: LanguageWordnetData) {
    if (data.format !== WORDNET_FORMAT) throw new Error(`Wordnet file format ${data.format}, expected ${WORDNET_FORMAT}: rebuild the dictionaries.`);
    this.data = data;
    this.language = data.language;
    this.forms = new Map(Object.entries(data.forms));
  }

  /** Whether a lookup form is a wordnet key. */
  knows(form: string): boolean {
    return this.forms.has(wordnetKey(form, this.language));
  }

  /** The word and its base forms, least guessed first: the word, its stems (fewest letters off first), then their inflection bases. */
  baseForms(word: string): string[] {
    return this.candidates(word).map(({ form }) => form);
  }

  /**
   * baseForms, each marked when only a verb's senses may be read from it (a verb pattern's root:
   * נתבים is not the verb of תבה) or none (an Arabic stem behind the article).
   */
  private candidates(word: string, dictionary: Dictionary | null = null): { form: string; verbOnly: boolean; noVerb: boolean; guessed: boolean }[] {
    const form = frequencyForm(word.trim(), this.language);
    const found = new Map<string, { verbOnly: boolean; noVerb: boolean; guessed: boolean }>();
    const add = (candidate: string, verbOnly = false, noVerb = false, guessed = true) => {
      if (!found.has(candidate)) found.set(candidate, { verbOnly, noVerb, guessed });
    };
    if (this.language === 'he') {
      // A form the counts list is a word of its own (בכה, cried): its first letter is no prefix (כה, so).
      // A form only wordfreq adds (no count: subtitle-counts-builder.ts) is not: בקיבוץ is ב + קיבוץ.
      const listed = dictionary !== null && dictionary.table.find(form) >= 0 && dictionary.frequency(form) > 0;
      const stems = [form, ...(listed ? [] : stripHebrewPrefixes(form).filter((stem) => stem.length >= HEBREW_MIN_STEM))];
      stems.sort((a, b) => b.length - a.length);
      for (const stem of stems) add(stem, false, false, false);
      for (const stem of stems) {
        // Every prefix letter taken off is a guess: after two or more, a base keeps a root's three letters.
        const minLength = form.length - stem.length >= 2 ? HEBREW_MIN_PREFIXED_STEM : HEBREW_MIN_STEM;
        for (const base of hebrewBaseForms(stem)) if (base.length >= minLength) add(base);
        for (const base of hebrewVerbFamily(stem)) if (base.length >= minLength) add(base, true);
      }
    } else {
      const stems = [form, ...stripArabicClitics(form)];
      stems.sort((a, b) => b.length - a.length);
      // A word behind the article is a noun or an adjective: its stems give no verb (الوفد, the delegation, is not وفد, to arrive).
      const articled = ARTICLED.test(form);
      for (const stem of stems) add(stem, false, articled && stem !== form, false);
      for (const stem of stems) {
        const noVerb = articled && stem !== form;
        for (const candidate of arabicWordFormCandidates(stem, false)) add(candidate, false, noVerb);
        // A feminine adjective of relation is its masculine (الأيونية: أيوني).
        if (stem.endsWith('ية') && stem.length > 4) add(stem.slice(0, -1), false, noVerb);
      }
      // A dual's singular and a past's lemma before its object pronoun: tried last, as the most guessed.
      for (const stem of stems) {
        const noVerb = articled && stem !== form;
        for (const candidate of arabicLemmaCandidates(stem)) {
          if (!(noVerb && candidate.verbOnly)) add(candidate.form, candidate.verbOnly, noVerb || candidate.noVerb);
        }
      }
    }
    return [...found].map(([candidate, parts]) => ({ form: candidate, ...parts }));
  }

  /** The word's meanings from the first of its base forms the wordnet knows; null when it knows none. */
  meaningsOf(word: string, dictionary: Dictionary | null): WordnetMeanings | null {
    const candidates = this.candidates(word, dictionary);
    const bases = candidates.map(({ form }) => form);
    for (const { form, verbOnly, noVerb, guessed } of candidates) {
      const synsets = (this.forms.get(wordnetKey(form, this.language)) ?? []).filter((index) => {
        const verb = this.data.synsets[index]?.[3] === 'v';
        return verbOnly ? verb : !(noVerb && verb);
      });
      if (synsets.length === 0) continue;
      const senses: WordnetSense[] = [];
      for (const index of synsets) {
        const [lemmas, definition, definitionLanguage] = this.data.synsets[index] ?? [[], '', 'en'];
        if (senses.some((sense) => sense.definition === definition)) continue;
        const synonyms = lemmas
          .filter((lemma) => !this.spellingsOf(lemma).some((spelling) => wordnetKey(spelling, this.language) === wordnetKey(form, this.language)))
          .map((lemma) => this.shown(lemma, dictionary))
          .filter((shown, at, all) => all.indexOf(shown) === at)
          .slice(0, MAX_SYNONYMS);
        senses.push({ definition, definitionLanguage, synonyms });
        if (senses.length === MAX_WORDNET_SENSES) break;
      }
      const sure = this.language === 'he' && !guessed && synsets.length === 1;
      return { form, senses, synonym: sure ? this.sureSynonym(synsets[0] ?? -1, bases, dictionary) : null };
    }
    return null;
  }

  /**
   * A synonym of a one-sense word that is one word, not a form of the word, has that one sense
   * alone in the wordnet (بعد, "distance", is also "after") and is common by its own count.
   */
  private sureSynonym(index: number, bases: readonly string[], dictionary: Dictionary | null): string | null {
    if (dictionary === null) return null;
    const [lemmas] = this.data.synsets[index] ?? [[]];
    for (const lemma of lemmas) {
      for (const spelling of this.spellingsOf(lemma)) {
        if (bases.includes(spelling) || /[\s-]/u.test(spelling)) continue;
        const senses = this.forms.get(wordnetKey(spelling, this.language)) ?? [];
        if (senses.length !== 1 || senses[0] !== index) continue;
        const id = dictionary.table.find(spelling);
        if (id >= 0 && bandAt(dictionary.ownBands ?? dictionary.bands, id) === BAND_COMMON) return spelling;
      }
    }
    return null;
  }

  /** The plain spellings a lemma is found by. */
  private spellingsOf(lemma: string): string[] {
    if (this.language === 'ar') return [frequencyForm(lemma, 'ar')];
    return hebrewPlainSpellings(lemma);
  }

  /** A lemma as shown: Arabic as the wordnet writes it; Hebrew in the plain spelling the counts know, else pointed. */
  private shown(lemma: string, dictionary: Dictionary | null): string {
    if (this.language === 'ar') return lemma;
    const known = dictionary === null ? undefined : hebrewPlainSpellings(lemma).find((spelling) => dictionary.table.find(spelling) >= 0);
    return (known ?? lemma).replaceAll('-', ' ');
  }
}

/**
 * A pointed Hebrew lemma's plain spellings: the full spelling texts are written in (the Academy's
 * rules in brief: a vav for holam and qubuts, a yod for hiriq in an open syllable, a doubled vav
 * where it is a consonant inside the word — גִּהֵק is written גיהק, שֻׁלְחָן שולחן), and the letters
 * alone. Several spellings may be right; each is only ever a lookup key.
 */
export function hebrewPlainSpellings(pointed: string): string[] {
  const bare = pointed.replace(HEBREW_POINTS, '');
  const letters: { letter: string; points: string }[] = [];
  for (const char of pointed) {
    if (/[\u0591-\u05c7]/u.test(char) && letters.length > 0) letters[letters.length - 1]!.points += char;
    else letters.push({ letter: char, points: '' });
  }
  const isLetter = (char: string | undefined) => char !== undefined && /[\u05d0-\u05ea]/u.test(char);
  let full = '';
  // The same with a consonant yod written once, as some texts still do (שמשיה beside שמשייה).
  let singleYod = '';
  letters.forEach(({ letter, points }, index) => {
    const next = letters[index + 1];
    const previous = letters[index - 1];
    const isVav = letter === 'ו';
    const vowelVav = isVav && (points === '\u05b9' || points === '\u05bc' || points === '');
    const inside = isLetter(previous?.letter) && isLetter(next?.letter);
    const consonantVav = isVav && !vowelVav && inside && previous?.letter !== 'ו' && next?.letter !== 'ו';
    // A yod with a vowel or a dagesh inside the word, beside no vowel letter, is a consonant, doubled (שִׁמְשִׁיָּה: שמשייה).
    const besideVowelLetter = /[וי]$/u.test(full) || ['ו', 'י'].includes(next?.letter ?? '');
    // Not with its own hiriq, holam or qubuts, which a vowel letter follows (עַיִן: עין).
    const consonantYod = letter === 'י' && /[\u05b1-\u05bc]/u.test(points) && !/[\u05b4\u05b9\u05bb]/u.test(points) && inside && !besideVowelLetter;
    full += consonantVav ? 'וו' : consonantYod ? 'יי' : letter;
    singleYod += consonantVav ? 'וו' : letter;
    if (!isLetter(letter) || next === undefined || !isLetter(next.letter)) return;
    let vowelLetter = '';
    if (points.includes('\u05bb')) vowelLetter = 'ו';
    else if (points.includes('\u05b9') && !isVav && next.letter !== 'ו' && next.letter !== 'א') vowelLetter = 'ו';
    else if (points.includes('\u05b4') && next.letter !== 'י' && !next.points.includes('\u05b0')) vowelLetter = 'י';
    full += vowelLetter;
    singleYod += vowelLetter;
  });
  return [...new Set([full, singleYod, bare])];
}
