// Counted messages: a message whose noun agrees with a number ("109 words") is written once per
// plural category of each language, as i18next reads them (`key_one`, `key_other` …; its
// pluralSeparator `_`), and rendered with a `count` parameter beside its named figures. Arabic
// has six categories (zero, one, two, few, many, other: "3 كلمات" but "11 كلمة"), Hebrew three,
// English two; the categories are Intl.PluralRules', which i18next uses too.
import type { CoachLanguage } from '../src/i18n/language.ts';

const suffix = /_(zero|one|two|few|many|other)$/u;

/** The language's plural categories, as i18next suffixes a counted message's key with them. */
export function pluralCategories(language: CoachLanguage): readonly Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** A catalogue key without its plural suffix ("summary.words_few" → "summary.words"). */
export function baseKey(key: string): string {
  return key.replace(suffix, '');
}

/** Whether the key is one plural form of a counted message. */
export function isPluralForm(key: string): boolean {
  return suffix.test(key);
}

/** The keys a counted message needs in the language: one per plural category. */
export function pluralKeys(key: string, language: CoachLanguage): string[] {
  return pluralCategories(language).map((category) => `${key}_${category}`);
}

