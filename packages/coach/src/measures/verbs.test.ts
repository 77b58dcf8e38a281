import { describe, expect, it } from 'vitest';
import { countVerbForms, measureVerbs } from './verbs.ts';

describe('verb counts', () => {
  it('counts a known verb in all its forms', () => {
    expect(measureVerbs('We showed it. It shows more. They show it.').overused).toEqual([{ verb: 'show', count: 3 }]);
  });

  it('takes no acronym in capitals for a verb ("LED", "LEDs" are no "led")', () => {
    const text = 'LED lamps save power. LEDs last long. Warm LED light led us on.';
    expect(measureVerbs(text).counts).toEqual([{ verb: 'lead', count: 1 }]);
    expect(countVerbForms(text, 'lead')).toBe(1);
  });
});
