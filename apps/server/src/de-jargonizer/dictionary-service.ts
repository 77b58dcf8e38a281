// What the page asks of the period dictionaries: the list of periods and one word's report.
import { alternatives, bandOfWord, DEFAULT_PERIOD, meaningsOf, periodLabel, type DictionarySet } from '@scicomm/jargon';
import { EnglishLoanwords } from '@scicomm/jargon/english-loanwords';
import { englishUsage } from '@scicomm/jargon/english-usage';
import { languageWordMeanings } from '@scicomm/jargon/language-meanings';
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

const loanwordsBySet = new WeakMap<DictionarySet, EnglishLoanwords | null>();

/** The English terms a Hebrew or Arabic loanword is read as, from the default English period's thesaurus; one per dictionary set, its index built on the first question. */
function englishLoanwordsOf(dictionaries: DictionarySet): EnglishLoanwords | null {
  if (!loanwordsBySet.has(dictionaries)) {
    const english = dictionaries.has(DEFAULT_PERIOD) ? dictionaries.get(DEFAULT_PERIOD) : null;
    loanwordsBySet.set(dictionaries, english?.thesaurus ? new EnglishLoanwords(english, englishUsage()) : null);
  }
  return loanwordsBySet.get(dictionaries) ?? null;
}

/**
 * A word's frequency per year, its band in each period, and in the chosen period its sure
 * replacements or, where there is none, its dictionary meanings, ordered by the sense the tagger reads
 * in the sentence; a Hebrew or Arabic word's wordnet senses and its sure common synonym, or where
 * the wordnet lacks it the senses of the English word it was borrowed from
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
  const found =
    common || wordnetLanguage === undefined
      ? null
      : languageWordMeanings(report.word, wordnetLanguage, dictionary, wordnetOf(wordnetLanguage), englishLoanwordsOf(dictionaries));
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
