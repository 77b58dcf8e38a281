import { describe, expect, it } from 'vitest';
import { alternatives } from './alternatives.ts';
import { testDictionary, testThesaurus } from './test-dictionary.ts';

const thesaurus = testThesaurus({
  myocardial: [],
  infarction: ['heart attack', 'infarct', 'attack', 'pathology', 'necrosis'],
  specification: ['spec', 'description', 'document', 'specification'],
});
const dictionary = testDictionary({
  common: ['heart', 'attack', 'document'],
  mid: ['description', 'pathology'],
  rare: ['infarct', 'necrosis', 'spec'],
  frequencies: { heart: 5000, attack: 9000, document: 3000, description: 400, pathology: 60 },
  thesaurus,
});

describe('alternatives', () => {
  it('keeps only common and mid-frequency alternatives, most frequent first', () => {
    expect(alternatives('infarction', dictionary)).toEqual([
      { word: 'attack', band: 'common' },
      { word: 'heart attack', band: 'common' },
      { word: 'pathology', band: 'mid' },
    ]);
  });

  it('finds the lemma of an inflected form and never suggests the word itself', () => {
    expect(alternatives('Specifications', dictionary).map((alternative) => alternative.word)).toEqual(['document', 'description']);
  });

  it('respects the limit and returns nothing without a thesaurus or for unknown words', () => {
    expect(alternatives('infarction', dictionary, 1)).toEqual([{ word: 'attack', band: 'common' }]);
    expect(alternatives('myocardial', dictionary)).toEqual([]);
    expect(alternatives('zzz', dictionary)).toEqual([]);
    expect(alternatives('infarction', testDictionary({ common: ['attack'] }))).toEqual([]);
  });

  it('gives a mid-frequency word the more frequent alternatives only, and a common word none', () => {
    const midThesaurus = testThesaurus({ pathology: ['attack', 'description', 'infarct'], heart: ['attack'] });
    const midDictionary = testDictionary({
      common: ['heart', 'attack'],
      mid: ['description', 'pathology'],
      rare: ['infarct'],
      frequencies: { heart: 5000, attack: 9000, description: 40, pathology: 60 },
      thesaurus: midThesaurus,
    });
    expect(alternatives('pathology', midDictionary)).toEqual([{ word: 'attack', band: 'common' }]);
    expect(alternatives('heart', midDictionary)).toEqual([]);
  });
});
