// The multi-source word frequencies (wordfreq; data/README.md "Multi-source frequencies"), as the
// build keeps them (word-lists-builder.ts): each form's Zipf value (log10 of its uses per billion
// words; 3 is one per million) from its centibels. A word is looked up by itself and by its base
// forms — English inflections, derivations and plain prefixes (scarcer → scarce, recyclers → recycler,
// stably → stable, unpainted → painted), Hebrew prefix letters, endings and verb patterns (שנאפתה → אפה), Arabic clitics and endings — and counts
// as its most frequent one: readers who know the base know the form. A hyphenated compound counts
// as its rarest part ("דו-חמצני" as חמצני; the list holds no hyphenated form). Browser-safe: the coach's jargon area and the simpler-words evaluation
// read the same lookup.
import { arabicWordFormCandidates, normaliseArabicForm, stripArabicClitics } from './arabic.ts';
import { arabicLemmaCandidates } from './arabic-lemma-forms.ts';
import { inflectionBases } from './english-inflections.ts';
import { hebrewBaseForms, stripHebrewPrefixes } from './hebrew.ts';
import { hebrewVerbFamily } from './hebrew-verb-forms.ts';
import type { SortedWordList } from './word-list.ts';

export type FrequencyLanguage = 'en' | 'he' | 'ar';

/** Zipf of a form listed at these centibels below one (wordfreq's "cB" format). */
export function zipfOfCentibels(centibels: number): number {
  return 9 - centibels / 100;
}

/** Centibels below one of a frequency given as Zipf. */
export function centibelsOfZipf(zipf: number): number {
  return Math.round((9 - zipf) * 100);
}

/** The form as the list holds it: lowercase; Arabic in the measure's lookup form (one alef, ى as ي). */
export function frequencyForm(word: string, language: FrequencyLanguage): string {
  // Gershayim and geresh are written as their Hebrew signs or as ASCII quotes: one form.
  const lower = word.toLowerCase().replace(/[’׳]/gu, "'").replace(/״/gu, '"');
  return language === 'ar' ? normaliseArabicForm(lower) : lower;
}

/**
 * A form as the built list stores it: Hebrew and Arabic letters moved into one byte each
 * (U+0080 on), so the list is a one-byte string in memory, half the size; null for a form with a
 * letter the list cannot hold (another script), which the list never has.
 */
export function packedForm(form: string, language: FrequencyLanguage): string | null {
  const first = language === 'he' ? 0x5d0 : language === 'ar' ? 0x621 : 0;
  const last = language === 'he' ? 0x5ea : language === 'ar' ? 0x64a : -1;
  let packed = '';
  for (let index = 0; index < form.length; index++) {
    const unit = form.charCodeAt(index);
    if (unit >= first && unit <= last) packed += String.fromCharCode(0x80 + unit - first);
    else if (unit < 0x80 || (language === 'en' && unit <= 0xff)) packed += form.charAt(index);
    else return null;
  }
  return packed;
}

/**
 * English derivations readers read through their base: "stably" (stable), "plausibly" (plausible),
 * "modifiable" (modify), "reproducible" (reproduce), "soreness" (sore), "quantified" (quantify, a past in -ied the
 * detachment rules lack). The base must be listed to count, so an ending that is no suffix
 * ("anomaly") finds nothing.
 */
const DERIVATIONS: readonly (readonly [suffix: string, replacement: string])[] = [
  ['ied', 'y'], ['ily', 'y'], ['ically', 'ic'], ['bly', 'ble'], ['ly', ''], ['iable', 'y'], ['able', ''], ['able', 'e'],
  ['ible', 'e'], ['ible', ''], ['iness', 'y'], ['ness', ''],
];
/** British -ise spellings, which the list holds rarer than their -ize forms ("hospitalisation" 2.2, "hospitalization" 3.1). */
const BRITISH_SPELLINGS: readonly (readonly [british: RegExp, american: string])[] = [
  [/is(ation|ations|e|es|ed|ing|er|ers)$/u, 'iz$1'],
];
/** Letters of a base: "tenable" is no form of "ten", nor "belly" of "bel". */
const MIN_DERIVATION_BASE = 4;

function derivationBases(form: string): string[] {
  return DERIVATIONS.filter(([suffix]) => form.endsWith(suffix))
    .map(([suffix, replacement]) => form.slice(0, form.length - suffix.length) + replacement)
    .filter((base) => base.length >= MIN_DERIVATION_BASE);
}

/**
 * The forms of words met lately, by language and word: a text's words recur in the next text ("the",
 * "water", its field's terms), and a feedback asks of each word's forms several times. Emptied when
 * full, so its memory stays bounded.
 */
const formsMet = new Map<string, readonly string[]>();
const MOST_FORMS_KEPT = 20_000;

/** The word's forms to look up: itself first, then the bases the language's rules give. */
export function lookupForms(word: string, language: FrequencyLanguage): readonly string[] {
  const key = `${language}\u0000${word}`;
  const known = formsMet.get(key);
  if (known) return known;
  if (formsMet.size >= MOST_FORMS_KEPT) formsMet.clear();
  const forms = formsOf(word, language);
  formsMet.set(key, forms);
  return forms;
}

function formsOf(word: string, language: FrequencyLanguage): readonly string[] {
  const form = frequencyForm(word, language);
  const forms = new Set([form]);
  if (language === 'en') {
    // A plain prefix before a word readers know ("unpainted", "replanted"): they know it by the word.
    const unprefixed = /^(?:un|re|pre|over|under|out)([a-z]{4,})$/u.exec(form)?.[1];
    const spellings = (stem: string) => [stem, ...BRITISH_SPELLINGS.filter(([british]) => british.test(stem)).map(([british, american]) => stem.replace(british, american))];
    for (const stem of (unprefixed ? [form, unprefixed] : [form]).flatMap(spellings)) {
      forms.add(stem);
      for (const base of [...inflectionBases(stem), ...derivationBases(stem)]) forms.add(base);
      // A comparative of a word in -y ("leafiest" → leafy), which the detachment rules lack.
      const comparative = /^([a-z]{2,})ie(?:r|st)$/u.exec(stem)?.[1];
      if (comparative) forms.add(`${comparative}y`);
      // A consonant doubled before the ending ("napped" → nap, "imperilled" → imperil).
      const doubled = /^([a-z]*[aeiou]([bdgklmnprt]))\2(?:ed|ing)$/u.exec(stem)?.[1];
      if (doubled && doubled.length >= 3) forms.add(doubled);
    }
  }
  if (language === 'he') {
    for (const stem of [form, ...stripHebrewPrefixes(form)]) {
      forms.add(stem);
      for (const base of [...hebrewBaseForms(stem), ...hebrewVerbFamily(stem)]) forms.add(base);
    }
  }
  if (language === 'ar') {
    for (const stem of [form, ...stripArabicClitics(form)]) {
      forms.add(stem);
      for (const candidate of arabicWordFormCandidates(stem)) forms.add(candidate);
    }
  }
  return [...forms];
}

export class WordFrequencies {
  private readonly list: SortedWordList;
  readonly language: FrequencyLanguage;
  /** Forms rarer than this were left out at build. */
  readonly floorZipf: number;

  /** `list`: forms with their centibels (word-lists-builder.ts). */
  constructor(list: SortedWordList, language: FrequencyLanguage, floorZipf: number) {
    this.list = list;
    this.language = language;
    this.floorZipf = floorZipf;
  }

  /** The form's own Zipf, or 0 where the list lacks it (rarer than the floor, or unknown). */
  zipfOfForm(form: string): number {
    return this.zipfOfLookupForm(frequencyForm(form, this.language));
  }

  private zipfOfLookupForm(form: string): number {
    const packed = packedForm(form, this.language);
    const centibels = packed === null ? null : this.list.valueOf(packed);
    return centibels === null ? 0 : zipfOfCentibels(centibels);
  }

  /** The highest Zipf of the word and its base forms (`lookupForms`, and an Arabic lemma an ending hides), a compound's rarest part's; 0 where none is listed. */
  zipf(word: string): number {
    const parts = word.split('-');
    if (parts.length > 1 && parts.every((part) => part.length > 0)) return Math.min(...parts.map((part) => this.zipfOfWord(part)));
    return this.zipfOfWord(word);
  }

  private zipfOfWord(word: string): number {
    let best = this.zipfOfForms(word);
    // An Arabic lemma an ending hides from the family lookup: a dual's singular ("الكتلتان" → كتلة),
    // a past verb before its object pronoun ("وحللناها" → حلل) (arabic-lemma-forms.ts).
    if (this.language === 'ar') {
      const form = frequencyForm(word, 'ar');
      for (const stem of [form, ...stripArabicClitics(form)]) {
        for (const lemma of arabicLemmaCandidates(stem)) best = Math.max(best, this.zipfOfForms(lemma.form));
      }
    }
    return best;
  }

  private zipfOfForms(word: string): number {
    let best = 0;
    for (const form of lookupForms(word, this.language)) best = Math.max(best, this.zipfOfLookupForm(form));
    return best;
  }

  /** Whether the list knows the word in any of its lookup forms: a real word of the language. */
  knows(word: string): boolean {
    return this.zipf(word) > 0;
  }
}
