import { describe, expect, it } from 'vitest';
import { contentWords, measureEthos, stem } from './ethos.ts';

describe('ethos', () => {
  it('finds the words of the credibility statement the text has, by their stem', () => {
    const ethos = measureEthos(
      'Our lab at the University of Haifa measured roots. We have published on drought for ten years.',
      'Ten years of drought research at Volcani',
    );
    expect(ethos.statementWords).toEqual(['ten', 'years', 'drought', 'research', 'volcani']);
    expect(ethos.statementWordsFound).toEqual(['ten', 'years', 'drought']);
    expect(ethos.statementWordsToName).toEqual(['research', 'volcani']);
  });

  it('reads a Hebrew statement behind prefix letters, and names no pronoun or number among the words missing', () => {
    const ethos = measureEthos('אני חוקרת כבר עשר שנים באוניברסיטת חיפה.', 'אני חוקרת שש שנים באוניברסיטת חיפה');
    expect(ethos.statementWordsFound).toEqual(['אני', 'חוקרת', 'שנים', 'באוניברסיטת', 'חיפה']);
    expect(ethos.statementWordsToName).toEqual([]);
  });
});

describe('roots', () => {
  it('ignores small words of a phrase', () => {
    expect(contentWords('the health of our children')).toEqual(['health', 'children']);
  });

  it.each([
    ['protecting', 'protect'],
    ['healthy', 'health'],
    ['communities', 'commun'],
    ['security', 'secur'],
    ['kids', 'kids'],
  ])('stem(%s) = %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});
