// The languages the coach speaks (docs/exercises.md "Languages"): the site's. The
// client sends the site's language with each turn; the coach's messages come in it, and the
// LLM coach is asked to answer in it. English is the scripts' own language.
export const coachLanguages = ['en', 'he', 'ar'] as const;
export type CoachLanguage = (typeof coachLanguages)[number];

/** The language's name in English, for LLM prompts ("Answer in Hebrew."). */
export const coachLanguageNames: Readonly<Record<CoachLanguage, string>> = {
  en: 'English',
  he: 'Hebrew',
  ar: 'Arabic',
};

export function isCoachLanguage(value: unknown): value is CoachLanguage {
  return typeof value === 'string' && (coachLanguages as readonly string[]).includes(value);
}

/** The language a text is written in, by its letters: the language its rules ran on. */
export function writtenLanguage(text: string): CoachLanguage {
  const count = (letters: RegExp) => text.match(letters)?.length ?? 0;
  const hebrew = count(/[\u05d0-\u05ea]/g);
  const arabic = count(/[\u0621-\u064a]/g);
  const latin = count(/[A-Za-z]/g);
  if (arabic > hebrew && arabic > latin) return 'ar';
  return hebrew > latin ? 'he' : 'en';
}
