import { describe, expect, it } from 'vitest';
import { alternatives, sentenceContext } from './alternatives.ts';
import { plainWordsOf } from './plain-words.ts';
import { testDictionary, testSynsets, testThesaurus } from './test-dictionary.ts';

const thesaurus = testThesaurus({
  myocardial: [],
  infarction: ['infarct', 'attack', 'pathology', 'necrosis'],
  specification: ['spec', 'description', 'document'],
});
const dictionary = testDictionary({
  common: ['heart', 'attack', 'document', 'description', 'use', 'help', 'ease'],
  mid: ['pathology', 'enable'],
  rare: ['infarct', 'necrosis', 'spec', 'utilize', 'facilitate'],
  frequencies: { heart: 5000, attack: 9000, document: 3000, description: 1400, pathology: 60 },
  thesaurus,
});

describe('alternatives from WordNet', () => {
  it('keeps only common alternatives known better than the word, most frequent first', () => {
    expect(alternatives('infarction', dictionary)).toEqual([{ word: 'attack', band: 'common' }]);
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

  // Two senses of "gauge", neither counted more often: only the sentence can tell them apart.
  const gauges = testSynsets([
    { pos: 'n', members: ['gauge', 'meter'], gloss: 'a measuring instrument for the level of water, rain or tide' },
    { pos: 'v', members: ['gauge', 'judge', 'guess'], gloss: 'form an opinion of a quantity or time roughly' },
    { pos: 'n', members: ['meter'], gloss: 'the basic unit of length', counts: { meter: 9 } },
  ]);
  const gaugeDictionary = testDictionary({ common: ['meter', 'judge', 'guess'], rare: ['gauge'], thesaurus: gauges });

  it('takes the sense whose part of speech the sentence has', () => {
    const words = (sentence: string) => alternatives('gauges', gaugeDictionary, 5, sentence).map((alternative) => alternative.word);
    expect(words('The survey gauges the mood of the public.')).toEqual(['guess', 'judge']);
    expect([...(sentenceContext('Tide gauges along the coast recorded the rise.', 'gauges').pos ?? [])]).toEqual(['n']);
    expect(words('Tide gauges along the coast recorded the rise.')).toEqual([]);
  });

  it('offers a member only when the sense is its own usual one ("meter" mostly means a length)', () => {
    expect(alternatives('gauge', gaugeDictionary, 5, 'They put a gauge for the tide on the pier.').map((a) => a.word)).toEqual([]);
  });

  it('gives none when the senses are equally likely and the sentence does not tell', () => {
    expect(alternatives('gauge', gaugeDictionary)).toEqual([]);
  });

  it('offers the noun an adjective of relation stands for', () => {
    const seismic = testSynsets([
      { pos: 'a', members: ['seismic'], gloss: 'caused by an earthquake', nouns: [1] },
      { pos: 'n', members: ['earthquake', 'quake'], gloss: 'shaking of the ground' },
    ]);
    const seismicDictionary = testDictionary({ common: ['earthquake'], mid: ['seismic'], frequencies: { earthquake: 4000 }, thesaurus: seismic });
    expect(alternatives('seismic', seismicDictionary, 5, 'Seismic activity increased.').map((a) => a.word)).toEqual(['earthquake']);
  });

  it('gives a common word none', () => {
    expect(alternatives('heart', dictionary)).toEqual([]);
  });
});

describe('alternatives from the plain-word table', () => {
  it('comes first, finds inflected and British forms, and keeps words known better than the word', () => {
    expect(plainWordsOf('utilised')).toEqual(['use']);
    expect(alternatives('utilized', dictionary).map((alternative) => alternative.word)).toEqual(['use']);
    expect(alternatives('facilitates', dictionary).map((alternative) => alternative.word)).toEqual(['help', 'ease', 'enable']);
  });
});
