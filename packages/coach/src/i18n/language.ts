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

/** The last text read and its language: the rules ask it of the same text once per word. */
let lastRead: { text: string; language: CoachLanguage } = { text: '', language: 'en' };

/** The language a text is written in, by its letters: the language its rules ran on. */
export function writtenLanguage(text: string): CoachLanguage {
  if (text === lastRead.text) return lastRead.language;
  let [hebrew, arabic, latin] = [0, 0, 0];
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 0x5d0 && code <= 0x5ea) hebrew++;
    else if (code >= 0x621 && code <= 0x64a) arabic++;
    else if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) latin++;
  }
  const language = arabic > hebrew && arabic > latin ? 'ar' : hebrew > latin ? 'he' : 'en';
  lastRead = { text, language };
  return language;
}
