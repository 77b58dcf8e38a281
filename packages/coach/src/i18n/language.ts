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
