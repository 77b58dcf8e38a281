// The phrases the built-in coach's advice quotes from its request in English (a profile's
// readers and sentence length, Persuasion's readers, a question's theme), in the language. The
// request names them in English because the LLM coach's prompts are English; the advice says
// them in the site's language. Each phrase is a message of the catalogues; a request's readers
// may add the student's description in brackets, which stays as it is.
import type { CoachLanguage } from '../i18n/language.ts';
import { chatCatalogues } from './catalogues.ts';

const phraseKey = /^(coach\.readers|coach\.sentenceLength|persuasive\.readers|coherence\.[a-zA-Z]+\.theme|criticalThinking\.[a-zA-Z]+\.focus)\b|^coach\.quotedList$/;

const tables = new Map<CoachLanguage, [string, string][]>();

function phrasesOf(language: CoachLanguage): [string, string][] {
  let table = tables.get(language);
  if (!table) {
    const english = Object.assign({}, ...chatCatalogues.map((catalogue) => catalogue.en)) as Record<string, string>;
    const translated = Object.assign({}, ...chatCatalogues.map((catalogue) => catalogue[language])) as Record<string, string>;
    table = Object.keys(english)
      .filter((key) => phraseKey.test(key))
      .map((key): [string, string] => [english[key] ?? '', translated[key] ?? ''])
      // The longest first, so a phrase inside a longer one is not replaced on its own.
      .sort((a, b) => b[0].length - a[0].length);
    tables.set(language, table);
  }
  return table;
}

/** English text naming the coach's phrases, with each phrase in the language. */
export function phrasesInLanguage(english: string, language: CoachLanguage): string {
  if (language === 'en') return english;
  let result = english;
  for (const [from, to] of phrasesOf(language)) result = result.replaceAll(from, to);
  return result;
}
