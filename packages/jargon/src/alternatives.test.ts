import { describe, expect, it } from 'vitest';
import { alternatives, sentenceContext } from './alternatives.ts';
import { plainWordCount, plainWordEntries, plainWordsOf } from './plain-words.ts';
import { testDictionary, testSynsets, testThesaurus } from './test-dictionary.ts';

const thesaurus = testThesaurus({
  pericardial: [],
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
    expect(alternatives('pericardial', dictionary)).toEqual([]);
    expect(alternatives('zzz', dictionary)).toEqual([]);
    expect(alternatives('infarction', testDictionary({ common: ['attack'] }))).toEqual([]);
  });

  // Two senses of "gage" (gauge; a word the plain table does not list), neither counted more
  // often: only the sentence can tell them apart.
  const gages = testSynsets([
    { pos: 'n', members: ['gage', 'meter'], gloss: 'a measuring instrument for the level of water, rain or tide' },
    { pos: 'v', members: ['gage', 'judge', 'guess'], gloss: 'form an opinion of a quantity or time roughly' },
    { pos: 'n', members: ['meter'], gloss: 'the basic unit of length', counts: { meter: 9 } },
  ]);
  const gageDictionary = testDictionary({ common: ['meter', 'judge', 'guess'], rare: ['gage'], thesaurus: gages });

  it('takes the sense whose part of speech the sentence has', () => {
    const words = (sentence: string) => alternatives('gages', gageDictionary, 5, sentence).map((alternative) => alternative.word);
    expect(words('The survey gages the mood of the public.')).toEqual(['guess', 'judge']);
    expect([...(sentenceContext('Tide gages along the coast recorded the rise.', 'gages').pos ?? [])]).toEqual(['n']);
    expect(words('Tide gages along the coast recorded the rise.')).toEqual([]);
  });

  it('offers a member only when the sense is its own usual one ("meter" mostly means a length)', () => {
    expect(alternatives('gage', gageDictionary, 5, 'They put a gage for the tide on the pier.').map((a) => a.word)).toEqual([]);
  });

  it('gives none when the senses are equally likely and the sentence does not tell', () => {
    expect(alternatives('gage', gageDictionary)).toEqual([]);
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
    expect(alternatives('facilitates', dictionary).map((alternative) => alternative.word)).toEqual(['help']);
  });
});

describe('the plain-word table by part of speech', () => {
  const yields = testDictionary({ common: ['harvest', 'crop', 'produce', 'give'], rare: ['yield'], thesaurus });
  const words = (word: string, sentence: string) => alternatives(word, yields, 5, sentence).map((alternative) => alternative.word);

  it('takes the entry of the part of speech the sentence has, and only its likeliest word', () => {
    expect(words('yields', 'The new wheat variety increased yields by a fifth.')).toEqual(['harvest']);
    expect(words('yield', 'The soil will yield a good crop.')).toEqual(['produce']);
  });

  it('finds the word in the sentence by an inflection of it', () => {
    expect(words('yield', 'The new wheat variety increased yields by a fifth.')).toEqual(['harvest']);
  });

  it('shows none when the word has entries for two parts of speech and the sentence does not tell', () => {
    expect(alternatives('yield', yields)).toEqual([]);
    expect(plainWordsOf('yield')).toEqual([]);
  });

  it('reads the Latin and Greek plurals of science back to the entry', () => {
    expect(plainWordsOf('nuclei')).toEqual(plainWordsOf('nucleus'));
    expect(plainWordsOf('nuclei')).not.toBeNull();
  });

  it('lists each word once for each part of speech', () => {
    for (const [word, entries] of plainWordEntries()) {
      const marks = entries.map((entry) => entry.pos ?? 'any');
      expect(new Set(marks).size, word).toBe(marks.length);
      if (marks.length > 1) expect(marks, word).not.toContain('any');
      expect(word).toMatch(/^[a-z][a-z'-]*$/);
    }
    expect(plainWordCount()).toBeGreaterThan(1900);
  });
});

describe('the plain-word table by sense', () => {
  const senses = testDictionary({ common: ['stick', 'follow', 'unnecessary', 'spare', 'backup', 'regrow', 'renew', 'restore', 'night'], rare: ['adhere', 'redundant', 'regenerate', 'nocturnal'], thesaurus });
  const words = (word: string, sentence?: string) => alternatives(word, senses, 5, sentence).map((alternative) => alternative.word);

  it('offers a word with a sense condition only where the sentence has its cues', () => {
    expect(words('nocturnal', 'Most owls are nocturnal hunters.')).toEqual(['night']);
    expect(words('nocturnal', 'The nocturnal shifts of the nurses were shortened.')).toEqual([]);
    expect(words('adhere', 'Few patients adhere to the diet for a whole year.')).toEqual(['stick']);
  });

  it('offers a word conditioned on absent cues only where none of them is in the sentence', () => {
    expect(words('redundant', 'Engineers added redundant pumps so the plant keeps running if one fails.')).toEqual(['spare']);
    expect(words('redundant', 'The second paragraph repeats the first and is redundant.')).toEqual(['unnecessary']);
    expect(words('regenerate', 'Salamanders can regenerate a lost limb within weeks.')).toEqual(['regrow']);
  });

  it('reads a participle after have, has or had as the verb, so an adjective entry does not hold', () => {
    expect(sentenceContext('Warming has accelerated the melting of mountain glaciers.', 'accelerated').pos).toEqual(new Set(['v']));
    expect(plainWordsOf('accelerated', new Set(['v']))).toEqual(plainWordsOf('accelerate'));
  });

  it('leaves conditioned words out without a sentence', () => {
    expect(words('adhere')).toEqual(['stick']);
    expect(plainWordsOf('redundant')).toEqual([]);
  });
});

describe('simpler words by the base form', () => {
  it('offers none for an inflected form of a common word, whatever its own band (cores beside core)', () => {
    const thesaurus = testThesaurus({ cores: ['parts'], parleys: ['talks'] });
    const dictionary = testDictionary({ common: ['core', 'parts', 'talks', 'talk'], rare: ['cores', 'parleys'], thesaurus });
    expect(alternatives('cores', dictionary, 5)).toEqual([]);
    // A rare word whose base is not common still gets its simpler words.
    expect(alternatives('parleys', dictionary, 5).map((alternative) => alternative.word)).toEqual(['talks']);
  });
});
