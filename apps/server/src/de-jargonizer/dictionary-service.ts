// What the page asks of the period dictionaries: the list of periods and one word's report.
import { alternatives, bandOfWord, DEFAULT_PERIOD, meaningsOf, periodLabel, type DictionarySet } from '@scicomm/jargon';
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

/**
 * A word's frequency per year, its band in each period, and in the chosen period its sure
 * replacements or, where there is none, its dictionary meanings, ordered by the sense the tagger reads
 * in the sentence (docs/de-jargonizer.md "How a suggestion is chosen").
 */
export async function wordFrequency(
  dictionaries: DictionarySet,
  word: string,
  query: { period?: string; sentence?: string },
): Promise<WordFrequency> {
  const dictionary = await dictionaryFor(dictionaries, query.period);
  const report = await withJargonErrors(() => dictionaries.describeWord(word));
  const replacements = alternatives(report.word, dictionary, 5, query.sentence);
  const common = bandOfWord(report.word, dictionary) === 'common';
  return {
    word: report.word,
    years: report.years.map((year) => ({ ...year })),
    periods: report.periods.map((period) => ({ ...period })),
    alternatives: replacements,
    meanings:
      replacements.length > 0 || common || dictionary.thesaurus === null
        ? []
        : meaningsOf(report.word, dictionary, query.sentence, query.sentence === undefined ? null : readWordInSentence(query.sentence, report.word)),
  };
}
