import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedWordList, wordListText } from './word-list.ts';

describe('a sorted word list searched in place', () => {
  it('finds every listed form with its number, and no other form, whatever the list', () => {
    const form = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '\u0080', '\u00ff'), minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.dictionary(form, fc.option(fc.nat({ max: 65_535 }), { nil: undefined })), fc.array(form), (entries, probes) => {
        const list = new SortedWordList(wordListText(Object.entries(entries)));
        if (Object.keys(entries).length > 0) expect(list.size).toBe(Object.keys(entries).length);
        for (const [listed, value] of Object.entries(entries)) expect(list.valueOf(listed)).toBe(value ?? 0);
        for (const probe of probes) expect(list.has(probe)).toBe(probe in entries);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a line without a number as 0, not the next line’s number', () => {
    const list = new SortedWordList('12\t7\nab\nb\t3\n');
    expect(list.valueOf('ab')).toBe(0);
    expect(list.valueOf('12')).toBe(7);
    expect(list.valueOf('b')).toBe(3);
    expect(list.has('a')).toBe(false);
    expect(new SortedWordList('').has('a')).toBe(false);
  });
});
