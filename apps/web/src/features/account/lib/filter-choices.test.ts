import { describe, expect, it } from 'vitest';
import { filterChoices } from './filter-choices.ts';

const choices = ['Israel', 'Ireland', 'Iran', 'Fiji', 'Brazil'].map((label) => ({ value: label, label }));

describe('filterChoices', () => {
  it('lists names that start with the text first, then those that contain it, in list order, whatever the case', () => {
    expect(filterChoices(choices, ' IR ').map(({ label }) => label)).toEqual(['Ireland', 'Iran']);
    expect(filterChoices(choices, 'i').map(({ label }) => label)).toEqual(['Israel', 'Ireland', 'Iran', 'Fiji', 'Brazil']);
    expect(filterChoices(choices, 'zil').map(({ label }) => label)).toEqual(['Brazil']);
  });

  it('returns the whole list for an empty text', () => {
    expect(filterChoices(choices, '  ')).toBe(choices);
  });
});
