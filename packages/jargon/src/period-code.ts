// Dictionary (period) codes: language text + 4-digit start year + "_" + 4-digit end year, e.g.
// English2021_2024; the default is 2021–2024 (packages/jargon/README.md).
import { JargonError } from './errors.ts';

export interface PeriodCode {
  readonly code: string;
  readonly language: string;
  readonly startYear: number;
  readonly endYear: number;
}

// Language text is letters of any script, so a corpus dictionary may be called e.g. Français2020_2024.
const PERIOD_CODE_PATTERN = /^(\p{L}+)(\d{4})_(\d{4})$/u;

/** Parses a code; anything else (including an end year before the start year) is `Invalid format: {value}`. */
export function parsePeriodCode(value: string): PeriodCode {
  const match = PERIOD_CODE_PATTERN.exec(value);
  const startYear = Number(match?.[2]);
  const endYear = Number(match?.[3]);
  if (!match || !(startYear <= endYear)) {
    throw new JargonError('INVALID_PERIOD', `Invalid format: ${value}`);
  }
  return { code: value, language: match[1] ?? '', startYear, endYear };
}

export function isPeriodCode(value: string): boolean {
  const match = PERIOD_CODE_PATTERN.exec(value);
  return match !== null && Number(match[2]) <= Number(match[3]);
}

/** `Language: English, Period: 2012-2015`. */
export function describePeriodCode(value: string): string {
  const { language, startYear, endYear } = parsePeriodCode(value);
  return `Language: ${language}, Period: ${startYear}-${endYear}`;
}

/** The dropdown label of a period, `2012 - 2015`. */
export function periodLabel(value: string): string {
  const { startYear, endYear } = parsePeriodCode(value);
  return `${startYear} - ${endYear}`;
}

/** First and last year of the BBC counts; a period is four consecutive years (packages/jargon/README.md). */
export const FIRST_BBC_YEAR = 2012;
export const LAST_BBC_YEAR = 2024;
export const ENGLISH_WINDOW_YEARS = 4;

/** English2012_2015 … English2021_2024, oldest first. */
export const ENGLISH_PERIOD_CODES: readonly string[] = Array.from(
  { length: LAST_BBC_YEAR - FIRST_BBC_YEAR - ENGLISH_WINDOW_YEARS + 2 },
  (_, index) => `English${FIRST_BBC_YEAR + index}_${FIRST_BBC_YEAR + index + ENGLISH_WINDOW_YEARS - 1}`,
);

export const ENGLISH_PERIODS: readonly { readonly code: string; readonly label: string }[] = ENGLISH_PERIOD_CODES.map(
  (code) => ({ code, label: periodLabel(code) }),
);

export const DEFAULT_PERIOD = 'English2021_2024';

/**
 * The Hebrew dictionary. The code was named for the first list (OpenSubtitles 2016) and is kept
 * for stored analyses, links and the original's clients; the counts are now OpenSubtitles 2018
 * (docs/de-jargonizer.md "Hebrew").
 */
export const HEBREW_PERIOD = 'Hebrew2016_2016';

/** The Arabic dictionary: the counts of OpenSubtitles 2018 (docs/de-jargonizer.md "Arabic"). */
export const ARABIC_PERIOD = 'Arabic2018_2018';
