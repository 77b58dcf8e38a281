import { describe, expect, it } from 'vitest';
import { JargonError } from './errors.ts';
import {
  DEFAULT_PERIOD,
  describePeriodCode,
  ENGLISH_PERIOD_CODES,
  ENGLISH_PERIODS,
  isPeriodCode,
  parsePeriodCode,
  periodLabel,
} from './period-code.ts';

describe('dictionary codes', () => {
  it('parses language text, start year and end year', () => {
    expect(parsePeriodCode('English2012_2015')).toEqual({ code: 'English2012_2015', language: 'English', startYear: 2012, endYear: 2015 });
    expect(parsePeriodCode('Hebrew2016_2016').language).toBe('Hebrew');
  });

  it.each(['', 'English', 'English2012-2015', 'English12_2015', '2012_2015', 'English2012_2015 ', 'Eng1ish2012_2015', 'English2015_2012', 'English_2012_2015'])(
    'refuses %j with "Invalid format: {value}"',
    (value) => {
      expect(() => parsePeriodCode(value)).toThrowError(new JargonError('INVALID_PERIOD', `Invalid format: ${value}`));
      expect(isPeriodCode(value)).toBe(false);
    },
  );

  it('describes a code as "Language: {x}, Period: {y}-{z}"', () => {
    expect(describePeriodCode('English2012_2015')).toBe('Language: English, Period: 2012-2015');
  });

  it('lists the ten English windows in order with their labels, and the default', () => {
    expect(ENGLISH_PERIOD_CODES).toEqual([
      'English2012_2015', 'English2013_2016', 'English2014_2017', 'English2015_2018', 'English2016_2019',
      'English2017_2020', 'English2018_2021', 'English2019_2022', 'English2020_2023', 'English2021_2024',
    ]);
    expect(ENGLISH_PERIODS[0]).toEqual({ code: 'English2012_2015', label: '2012 - 2015' });
    expect(periodLabel('English2021_2024')).toBe('2021 - 2024');
    expect(DEFAULT_PERIOD).toBe('English2021_2024');
  });
});
