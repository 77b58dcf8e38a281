import { describe, expect, it } from 'vitest';
import { alternatives } from './alternatives.ts';
import { testDictionary } from './test-dictionary.ts';
import { Thesaurus } from './thesaurus.ts';
import { WordTable } from './word-table.ts';

// lemma → alternatives, as wordnet-builder.ts would store them
function thesaurusOf(entries: Record<string, string[]>): Thesaurus {
  const lemmas = [...new Set([...Object.keys(entries), ...Object.values(entries).flat()])];
  const table = WordTable.build(lemmas);
  const offsets = new Uint32Array(lemmas.length + 1);
  const ids: number[] = [];
  lemmas.forEach((lemma, id) => {
    offsets[id] = ids.length;
    for (const alternative of entries[lemma] ?? []) ids.push(table.find(alternative));
  });
  offsets[lemmas.length] = ids.length;
  return new Thesaurus(table, offsets, Uint32Array.from(ids));
}

const thesaurus = thesaurusOf({
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
});
