import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '@scicomm/shared/text';
import { createLineAnalyzer } from './line-analysis.ts';
import { lineTotals } from './line-totals.ts';
import { countScriptLetters } from './text-script.ts';
import { testDictionary } from './test-dictionary.ts';

const dictionary = testDictionary({ common: ['the', 'cells'], mid: ['protein'], rare: ['methylation'] });
const pieces = ['the', 'cells', 'protein', 'שלום', 'מחקר', 'é', '3.5', ' ', '  ', '\n', '\n\n', '\t', '\u00a0', '\u0085', '—', '.'];
const texts = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 40 }).map((parts) => parts.join(''));

describe('a text’s totals from its lines', () => {
  it('are the whole text’s word count and letters, after any earlier text', () => {
    fc.assert(
      fc.property(texts, texts, (before, after) => {
        const analyzer = createLineAnalyzer(dictionary);
        if (before.trim() !== '') lineTotals(analyzer.lines(before));
        if (after.trim() === '') return;
        expect(lineTotals(analyzer.lines(after))).toEqual({ whitespaceTokens: countWords(after), letters: countScriptLetters(after) });
      }),
      { numRuns: 300 },
    );
  });
});
