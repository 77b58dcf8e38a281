// A long text's compact reply is made from analyzeLetters (a byte a word) instead of the full
// analysis: it must be the very reply the full analysis gave, alternatives and their sentences included.
import { describe, expect, it } from 'vitest';
import { analyze } from '@scicomm/jargon';
import { testDictionary, testSynsets } from '@scicomm/jargon/test-dictionary';
import { FULL_REPLY_MAX_WORDS, MAX_WORDS_WITH_ALTERNATIVES, resultOf, resultOfText } from './result.ts';

const dictionary = testDictionary({
  common: ['we', 'study', 'how', 'plants', 'grow', 'heart', 'attack', 'the', 'after', 'and', 'judge', 'meter'],
  mid: ['pathology'],
  rare: ['infarction', 'necrosis', 'gauge'],
  frequencies: { infarction: 3, necrosis: 9, heart: 5000, attack: 9000, pathology: 60 },
  thesaurus: testSynsets([
    { members: ['infarction', 'attack', 'pathology'] },
    { pos: 'n', members: ['gauge', 'meter'], gloss: 'an instrument that measures the level of the tide' },
  ]),
});

/** A word no dictionary knows, one per number: zqa, zqb … */
const madeUp = (n: number): string => `zq${n.toString(26).replace(/./gu, (digit) => String.fromCharCode(97 + parseInt(digit, 26)))}`;

/** A text of `sentences` sentences with more distinct rare words than the alternatives' limit. */
function longText(sentences: number): string {
  // "gauge" first stands as the instrument (its one sense); every later sentence uses it as a verb, where the noun's synonym does not fit.
  const parts = ['A gauge shows the level of the tide.'];
  for (let index = 0; index < sentences; index++) {
    parts.push(`We gauge the quantity, form an opinion of how plants grow after infarction, pathology and ${madeUp(index % (MAX_WORDS_WITH_ALTERNATIVES + 40))}.`);
  }
  return parts.join(' ');
}

describe('the grading result of a long text', () => {
  it('is the compact reply the full analysis gives, from the letters alone', () => {
    const text = longText(1200);
    const full = resultOf(analyze(text, dictionary), dictionary, 'Long');
    const { result, storedHtml } = resultOfText(text, dictionary, 'Long');
    expect(full.compact).toBe(true);
    expect(result).toEqual(full);
    expect(Object.keys(result.alternatives)).toHaveLength(MAX_WORDS_WITH_ALTERNATIVES);
    expect(result.alternatives['gauge']?.map((alternative) => alternative.word)).toEqual(['meter']);
    expect(storedHtml()).toBe('');
  });

  it('is the full reply for a text of up to FULL_REPLY_MAX_WORDS words, long in characters or not', () => {
    const words = Array.from({ length: FULL_REPLY_MAX_WORDS }, (_, n) => (n % 7 === 0 ? 'infarction' : 'plants'));
    for (const text of [words.join('      '), 'We gauge how plants grow.']) {
      const analysis = analyze(text, dictionary);
      const { result } = resultOfText(text, dictionary, 'Short');
      expect(result).toEqual(resultOf(analysis, dictionary, 'Short'));
      expect(result.compact).toBeUndefined();
    }
  });
});
