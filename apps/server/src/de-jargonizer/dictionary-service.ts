// What the page asks of the period dictionaries: the list of periods and one word's report.
import { alternatives, bandOfWord, DEFAULT_PERIOD, meaningsOf, periodLabel, type DictionarySet } from '@scicomm/jargon';
import type { LanguageWordnet, WordnetLanguage } from '@scicomm/jargon/language-wordnets';
import { readWordInSentence } from '@scicomm/jargon/word-reader';
import type { z } from 'zod';
import type { periodsReplySchema, WordFrequency } from '@scicomm/shared/de-jargonizer-api';
import { dictionaryFor, isRightToLeft } from '../text-analysis/index.ts';
import { withJargonErrors } from '../text-analysis/index.ts';

export function listPeriods(dictionaries: DictionarySet): z.infer<typeof periodsReplySchema> {
  return {
    defaultPeriod: DEFAULT_PERIOD,
    periods: dictionaries.codes.map((code) => {
      const dictionary = dictionaries.get(code);
      return {
        code,
        label: periodLabel(code),
        language: dictionary.info.language,
        direction: isRightToLeft(dictionary) ? ('rtl' as const) : ('ltr' as const),
        dictionaryUrl: `/dictionaries/${encodeURIComponent(code)}.bin`,
      };
    }),
  };
}

/** The wordnet of a language, loaded on its first question (loadLanguageWordnet of @scicomm/jargon); null without one. */
export type WordnetOf = (language: WordnetLanguage) => LanguageWordnet | null;

const WORDNET_LANGUAGES: Readonly<Record<string, WordnetLanguage>> = { Hebrew: 'he', Arabic: 'ar' };

/**
 * A word's frequency per year, its band in each period, and in the chosen period its sure
 * replacements or, where there is none, its dictionary meanings, ordered by the sense the tagger reads
 * in the sentence; a Hebrew or Arabic word's wordnet senses and its sure common synonym
 * (docs/de-jargonizer.md "How a suggestion is chosen").
 */
export async function wordFrequency(
  dictionaries: DictionarySet,
  word: string,
  query: { period?: string; sentence?: string },
  wordnetOf: WordnetOf = () => null,
): Promise<WordFrequency> {
  const dictionary = await dictionaryFor(dictionaries, query.period);
  const report = await withJargonErrors(() => dictionaries.describeWord(word));
  const common = bandOfWord(report.word, dictionary) === 'common';
  const wordnetLanguage = WORDNET_LANGUAGES[dictionary.info.language];
  const found = common || wordnetLanguage === undefined ? null : (wordnetOf(wordnetLanguage)?.meaningsOf(report.word, dictionary) ?? null);
  const replacements = found?.synonym ? [{ word: found.synonym, band: 'common' as const }] : alternatives(report.word, dictionary, 5, query.sentence);
  return {
    word: report.word,
    years: report.years.map((year) => ({ ...year })),
    periods: report.periods.map((period) => ({ ...period })),
    alternatives: replacements,
    meanings:
      replacements.length > 0 || common || dictionary.thesaurus === null
        ? []
        : meaningsOf(report.word, dictionary, query.sentence, query.sentence === undefined ? null : readWordInSentence(query.sentence, report.word)),
    senses: (found?.senses ?? []).map((sense) => ({ ...sense, synonyms: [...sense.synonyms] })),
  };
}
