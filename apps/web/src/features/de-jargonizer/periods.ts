// The periods of the dropdown (docs/product.md §9): ten English windows shown as "2012 - 2015", oldest
// first, default 2021 - 2024; then Hebrew. Known from the measure itself, so the dropdown
// never waits for the server.
import { DEFAULT_PERIOD, ENGLISH_PERIODS, HEBREW_PERIOD } from '@scicomm/jargon';
import type { PeriodInfo } from './api/types.ts';

export { DEFAULT_PERIOD, HEBREW_PERIOD };

const dictionaryUrl = (code: string) => `/dictionaries/${code}.bin`;

export const BUILT_IN_PERIODS: readonly PeriodInfo[] = [
  ...ENGLISH_PERIODS.map(({ code, label }) => ({
    code,
    label,
    language: 'English',
    direction: 'ltr' as const,
    dictionaryUrl: dictionaryUrl(code),
  })),
  {
    code: HEBREW_PERIOD,
    label: 'Hebrew',
    language: 'Hebrew',
    direction: 'rtl',
    dictionaryUrl: dictionaryUrl(HEBREW_PERIOD),
  },
];

export const directionOf = (periods: readonly PeriodInfo[], code: string): 'ltr' | 'rtl' =>
  periods.find((period) => period.code === code)?.direction ?? 'ltr';

export const isEnglishPeriod = (code: string) => code.startsWith('English');
