// What the page asks of the period dictionaries: the list of periods and one word's report.
import { alternatives, DEFAULT_PERIOD, periodLabel, type DictionarySet } from '@scicomm/jargon';
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

/** A word's frequency per year, its band in each period and simpler words in the chosen period. */
export async function wordFrequency(
  dictionaries: DictionarySet,
  word: string,
  query: { period?: string; sentence?: string },
): Promise<WordFrequency> {
  const dictionary = await dictionaryFor(dictionaries, query.period);
  const report = await withJargonErrors(() => dictionaries.describeWord(word));
  return {
    word: report.word,
    years: report.years.map((year) => ({ ...year })),
    periods: report.periods.map((period) => ({ ...period })),
    alternatives: alternatives(report.word, dictionary, 5, query.sentence),
  };
}
