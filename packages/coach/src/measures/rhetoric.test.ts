import { describe, expect, it } from 'vitest';
import {
  contentWords,
  measureEthics,
  measureEthos,
  measureLogos,
  measurePathos,
  sameRoot,
  stem,
} from './rhetoric.ts';

describe('logos', () => {
  it('finds numbers, evidence words and causal connectors', () => {
    const logos = measureLogos(
      'Our survey of 300 farms found 20% losses. Because roots dry, yields fall; therefore we breed.',
    );
    expect(logos.numbers).toEqual(['300', '20%']);
    expect(logos.evidenceMarkers).toEqual(['found', 'survey']);
    expect(logos.causalConnectors).toEqual(['because', 'therefore']);
    expect(logos.unsupportedClaims).toEqual([]);
  });

  it('names a strong claim without a number or evidence word in its sentence', () => {
    const logos = measureLogos(
      'Our trial showed 20% more grain. This will solve hunger. It clearly works.',
    );
    expect(logos.unsupportedClaims.map((sentence) => sentence.text)).toEqual([
      'This will solve hunger.',
      'It clearly works.',
    ]);
  });

  it('does not count a claim word inside another word', () => {
    expect(measureLogos('The willow grows.').unsupportedClaims).toEqual([]);
  });
});

describe('pathos', () => {
  it('finds the value itself, words of the same root, related words, "you" and everyday examples', () => {
    const pathos = measurePathos(
      'Secure harvests mean bread for your children. Imagine your kitchen in a dry year. Food matters.',
      'food security',
    );
    expect(pathos.valueWords).toEqual(['food']);
    expect(pathos.closeWords).toEqual(['secure', 'harvests', 'bread']);
    expect(pathos.secondPersonCount).toBe(2);
    expect(pathos.exampleMarkers).toEqual(['imagine']);
    expect(pathos.everydayWords).toEqual(['kitchen', 'children', 'food', 'bread']);
  });

  it('finds nothing for a value the text does not touch', () => {
    const pathos = measurePathos('Roots respond to drought.', 'clean rivers');
    expect(pathos.valueWords).toEqual([]);
    expect(pathos.closeWords).toEqual([]);
    expect(pathos.secondPersonCount).toBe(0);
  });

  it('ignores small words of the value', () => {
    expect(contentWords('the health of our children')).toEqual(['health', 'children']);
  });
});

describe('ethos', () => {
  it('finds affiliation, method and track-record markers and the statement words present or missing', () => {
    const ethos = measureEthos(
      'Our lab at the university measured roots. We have published on drought for years.',
      'Ten years of drought research at Volcani',
    );
    expect(ethos.affiliation).toEqual(['university', 'lab']);
    expect(ethos.method).toEqual([]);
    expect(ethos.trackRecord).toEqual(['years', 'published', 'we have']);
    expect(ethos.statementWordsFound).toEqual(['years', 'drought']);
    expect(ethos.statementWordsMissing).toEqual(['ten', 'research', 'volcani']);
  });
});

describe('ethics', () => {
  it('sorts what a text names into the five kinds of concern', () => {
    expect(
      measureEthics(
        'Participants give informed consent; their personal data stay confidential. Our funding comes from a company, which we disclose. Misuse could cause stigma.',
      ),
    ).toEqual({
      stakeholders: ['participants'],
      consent: ['consent', 'informed'],
      privacy: ['confidential', 'personal data'],
      conflictOfInterest: ['funding', 'company', 'disclose'],
      risk: ['misuse', 'stigma'],
    });
  });

  it('finds none in a text without them', () => {
    expect(Object.values(measureEthics('Plants grow towards light.')).flat()).toEqual([]);
  });
});

describe('roots', () => {
  it.each([
    ['protecting', 'protect'],
    ['healthy', 'health'],
    ['communities', 'commun'],
    ['security', 'secur'],
    ['kids', 'kids'],
  ])('stem(%s) = %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('matches stems sharing five letters, and short stems only when equal', () => {
    expect(sameRoot('secur', 'secure')).toBe(true);
    expect(sameRoot('child', 'childhood')).toBe(true);
    expect(sameRoot('plant', 'planet')).toBe(false);
    expect(sameRoot('kid', 'kids')).toBe(false);
  });
});
