import { describe, expect, it } from 'vitest';
import { MAX_MEANINGS, meaningsOf } from './meanings.ts';
import { testDictionary, testSynsets } from './test-dictionary.ts';
import { definitionOfGloss } from './wordnet-builder.ts';

const lesion = testSynsets([
  { pos: 'n', members: ['lesion'], definition: 'any localized abnormal structural change in a bodily part' },
  { pos: 'n', members: ['lesion', 'wound'], definition: 'an injury to living tissue' },
  { pos: 'n', members: ['lesion'], definition: 'a change in tissue' },
  { pos: 'n', members: ['lesion'], definition: 'the act of injuring or damaging something badly', gloss: 'the act of injuring or damaging something badly' },
  { pos: 'v', members: ['lesion'], definition: 'cause a lesion' },
]);
const dictionary = testDictionary({ common: ['wound'], rare: ['lesion'], thesaurus: lesion });

describe('a term’s meanings', () => {
  it('gives WordNet’s definitions in WordNet’s order without a sentence, at most three', () => {
    expect(MAX_MEANINGS).toBe(3);
    expect(meaningsOf('lesion', dictionary)).toEqual([
      'any localized abnormal structural change in a bodily part',
      'an injury to living tissue',
      'a change in tissue',
    ]);
  });

  it('puts first the senses that share the sentence’s words, and keeps to the part of speech it shows', () => {
    expect(meaningsOf('Lesions', dictionary, 'The lesions were an act of damaging the wall.')).toEqual([
      'the act of injuring or damaging something badly',
      'any localized abnormal structural change in a bodily part',
      'an injury to living tissue',
    ]);
    expect(meaningsOf('lesion', dictionary, 'They lesion the tissue.')).toEqual(['cause a lesion']);
  });

  it('takes a tagger’s lemma and part of speech, and shows every sense when none has that part of speech', () => {
    expect(meaningsOf('lesioned', dictionary, 'It was lesioned.', { lemma: 'lesion', pos: 'v' })).toEqual(['cause a lesion']);
    // Never emptier than the word alone: a tagger's adjective has no sense here, so the nouns and the verb stay.
    expect(meaningsOf('lesion', dictionary, 'The lesion grew.', { lemma: 'lesion', pos: 'a' })).toHaveLength(3);
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
