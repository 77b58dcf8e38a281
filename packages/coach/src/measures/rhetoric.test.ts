import { describe, expect, it } from 'vitest';
import { measureEthos } from './ethos.ts';
import { measureLogos } from './logos.ts';
import { contentWords, stem } from './pathos.ts';

describe('logos', () => {
  const kinds = (text: string) => measureLogos(text).evidence.map((item) => `${item.kind}:${item.text}`);

  it('finds measurements, percentages and study verbs', () => {
    expect(kinds('Our survey of 300 farms found 20% losses. Because roots dry, yields fall; therefore we breed.')).toEqual([
      'study:Our survey of 300 farms found',
      'percent:20%',
    ]);
  });

  it('does not take a year or a date for evidence', () => {
    expect(kinds('Since 2010 the lake has shrunk. In March 2021 we started.')).toEqual([]);
    expect(kinds('A 2019 study found that the lake lost 40 cm.')).toEqual(['study:A 2019 study found', 'quantity:40 cm']);
  });

  it('counts comparisons with a figure and named sources, not a bare comparative', () => {
    expect(kinds('The new cells store twice as much energy.')).toEqual(['comparison:twice as']);
    expect(kinds('According to the World Health Organization, air pollution kills.')).toEqual([
      'source:According to the World Health Organization',
    ]);
    expect(kinds('Our method is better than the old one.')).toEqual([]);
  });

  it('does not take the writer’s workplace for a source, but keeps an organisation that found something', () => {
    expect(kinds('I am an environmental scientist at Tel Aviv University.')).toEqual([]);
    expect(kinds('We work with the Israel Meteorological Service.')).toEqual([]);
    expect(kinds('The Israel Meteorological Service found a similar gap.')).toEqual([
      'source:Israel Meteorological Service',
    ]);
    expect(kinds('אני חוקרת באוניברסיטת תל אביב כבר שמונה שנים.')).toEqual([]);
  });

  it('reads a Hebrew text with the Hebrew patterns', () => {
    const logos = measureLogos('מדדנו 40 ק"ג של יבול. לכן החקלאים מרוויחים. השיטה תמיד עובדת.');
    expect(logos.language).toBe('he');
    expect(logos.evidence.map((item) => item.kind)).toEqual(['study', 'quantity']);
  });
});

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
