import { describe, expect, it } from 'vitest';
import { MAX_MEANINGS, meaningsOf } from './meanings.ts';
import { testDictionary, testSynsets } from './test-dictionary.ts';
import { definitionOfGloss } from './wordnet-builder.ts';

const lesion = testSynsets([
  { pos: 'n', members: ['lesion'], definition: 'any localized abnormal structural change in a bodily part' },
  { pos: 'n', members: ['lesion', 'wound'], definition: 'an injury to living tissue' },
  { pos: 'n', members: ['lesion'], definition: 'a change in tissue' },
  { pos: 'n', members: ['lesion'], definition: 'the act of injuring or damaging something badly' },
  { pos: 'v', members: ['lesion'], definition: 'cause a lesion' },
]);
const dictionary = testDictionary({ common: ['wound'], rare: ['lesion'], thesaurus: lesion });

describe('a term’s meanings', () => {
  it('gives WordNet’s definitions, shortest first, at most three', () => {
    expect(MAX_MEANINGS).toBe(3);
    expect(meaningsOf('lesion', dictionary)).toEqual(['cause a lesion', 'a change in tissue', 'an injury to living tissue']);
  });

  it('finds an inflected form’s lemma, and keeps to the part of speech the sentence shows', () => {
    expect(meaningsOf('Lesions', dictionary, 'The lesions were small.')).toEqual([
      'a change in tissue',
      'an injury to living tissue',
      'the act of injuring or damaging something badly',
    ]);
  });

  it('gives none for a word WordNet lacks, a blank word, or a dictionary without a thesaurus', () => {
    expect(meaningsOf('zzz', dictionary)).toEqual([]);
    expect(meaningsOf('  ', dictionary)).toEqual([]);
    expect(meaningsOf('lesion', testDictionary({ rare: ['lesion'] }))).toEqual([]);
  });

  it('takes a gloss’s definition: before its first example and its second definition', () => {
    expect(definitionOfGloss('a small opening; "the aperture of a camera"')).toBe('a small opening');
    expect(definitionOfGloss('a malignant tumor; spreads to other parts; "one carcinoma"')).toBe('a malignant tumor');
    expect(definitionOfGloss('  in a brief manner  ')).toBe('in a brief manner');
  });
});

describe('a classical plural’s meanings', () => {
  const synsets = testSynsets([
    { pos: 'n', members: ['larva'], definition: 'the immature free-living form of most invertebrates' },
    { pos: 'n', members: ['hypha'], definition: 'any of the threadlike filaments forming the mycelium of a fungus' },
    { pos: 'n', members: ['criterion'], definition: 'a basis for comparison' },
  ]);
  const classical = testDictionary({ rare: ['larva', 'larvae', 'hypha', 'hyphae', 'criteria', 'pizza'], thesaurus: synsets });

  it('finds the singular of a Latin or Greek plural: larvae → larva, hyphae → hypha, criteria → criterion', () => {
    expect(meaningsOf('larvae', classical, 'The larvae tunnel under the bark.')).toEqual(['the immature free-living form of most invertebrates']);
    expect(meaningsOf('hyphae', classical)).toEqual(['any of the threadlike filaments forming the mycelium of a fungus']);
    expect(meaningsOf('criteria', classical)).toEqual(['a basis for comparison']);
  });

  it('finds nothing for a word that only ends like one', () => {
    expect(meaningsOf('pizza', classical)).toEqual([]);
  });
});
