import { describe, expect, it } from 'vitest';
import { alternatives, alternativesWithSource } from './alternatives.ts';
import { sentenceContext } from './sentence-context.ts';
import { everySensePairs, tableAdmissions } from './replacement-admission.ts';
import { definitionUses, scoreAlternatives, type AlternativesScore } from '../eval/alternatives-eval-list.ts';
import { missedSimplerWordsTargets } from '../eval/alternatives-eval-parts.ts';
import { plainWordCount, plainWordEntries, plainWordsOf } from './plain-words.ts';
import { testDictionary, testSynsets, testThesaurus } from './test-dictionary.ts';

const thesaurus = testThesaurus({
  pericardial: [],
  infarction: ['infarct', 'attack', 'pathology', 'necrosis'],
  specification: ['spec', 'description', 'document'],
});
const dictionary = testDictionary({
  common: ['heart', 'attack', 'document', 'description', 'use', 'help', 'ease', 'documents', 'descriptions', 'used', 'helps'],
  mid: ['pathology', 'enable'],
  rare: ['infarct', 'necrosis', 'spec', 'utilize', 'facilitate'],
  frequencies: { heart: 5000, attack: 9000, document: 3000, description: 1400, pathology: 60 },
  thesaurus,
});

describe('alternatives from WordNet', () => {
  it('keeps only common synonyms of a one-sense word known better than the word, most frequent first', () => {
    expect(alternatives('infarction', dictionary)).toEqual([{ word: 'attack', band: 'common' }]);
  });

  it('finds the lemma of an inflected form, gives the synonyms in its form and never the word itself', () => {
    expect(alternatives('Specifications', dictionary).map((alternative) => alternative.word)).toEqual(['documents', 'descriptions']);
  });

  it('never gives a form the counts do not know (a non-word such as "unstables")', () => {
    const withoutPlural = testDictionary({
      common: ['document', 'description', 'documents'],
      rare: ['spec'],
      frequencies: { document: 3000, description: 1400 },
      thesaurus,
    });
    expect(alternatives('Specifications', withoutPlural).map((alternative) => alternative.word)).toEqual(['documents']);
  });

  it('respects the limit and returns nothing without a thesaurus or for unknown words', () => {
    expect(alternatives('infarction', dictionary, 1)).toEqual([{ word: 'attack', band: 'common' }]);
    expect(alternatives('pericardial', dictionary)).toEqual([]);
    expect(alternatives('zzz', dictionary)).toEqual([]);
    expect(alternatives('infarction', testDictionary({ common: ['attack'] }))).toEqual([]);
  });

  // Two senses of "gage" (gauge; a word the plain table does not list): no synonym is sure.
  const gages = testSynsets([
    { pos: 'n', members: ['gage', 'meter'], gloss: 'a measuring instrument for the level of water, rain or tide' },
    { pos: 'v', members: ['gage', 'judge', 'guess'], gloss: 'form an opinion of a quantity or time roughly' },
    { pos: 'n', members: ['meter'], gloss: 'the basic unit of length', counts: { meter: 9 } },
  ]);
  const gageDictionary = testDictionary({ common: ['meter', 'judge', 'guess'], rare: ['gage'], thesaurus: gages });

  it('gives a word of several senses none, whatever the sentence (class (b) needs one sense)', () => {
    const words = (sentence?: string) => alternatives('gages', gageDictionary, 5, sentence).map((alternative) => alternative.word);
    expect(words('The survey gages the mood of the public.')).toEqual([]);
    expect(words('Tide gages along the coast recorded the rise.')).toEqual([]);
    expect(words()).toEqual([]);
    expect([...(sentenceContext('Tide gages along the coast recorded the rise.', 'gages').pos ?? [])]).toEqual(['n']);
  });

  it('gives a one-sense word none when its sense is a field sense (a WordNet topic domain)', () => {
    const field = testSynsets([{ pos: 'n', members: ['posterior', 'rear'], inField: true }]);
    const fieldDictionary = testDictionary({ common: ['rear'], rare: ['posterior'], thesaurus: field });
    expect(alternatives('posterior', fieldDictionary)).toEqual([]);
    const plain = testSynsets([{ pos: 'n', members: ['posterior', 'rear'] }]);
    expect(alternatives('posterior', testDictionary({ common: ['rear'], rare: ['posterior'], thesaurus: plain }))).toEqual([{ word: 'rear', band: 'common' }]);
  });

  it('offers only synonyms: neither the noun an adjective of relation stands for nor a hypernym', () => {
    // "quakish", a word the table does not list.
    const quakish = testSynsets([
      { pos: 'a', members: ['quakish'], gloss: 'caused by an earthquake', nouns: [1], related: [2] },
      { pos: 'n', members: ['earthquake', 'quake'], gloss: 'shaking of the ground' },
      { pos: 'a', members: ['shaky'], gloss: 'not firm' },
    ]);
    const quakishDictionary = testDictionary({ common: ['earthquake', 'shaky'], rare: ['quakish'], frequencies: { earthquake: 4000 }, thesaurus: quakish });
    expect(alternatives('quakish', quakishDictionary, 5, 'Quakish activity increased.')).toEqual([]);
  });

  it('gives a common word none', () => {
    expect(alternatives('heart', dictionary)).toEqual([]);
  });
});

describe('alternatives from the plain-word table', () => {
  it('comes first, finds inflected and British forms, and gives the sentence\'s form', () => {
    expect(plainWordsOf('utilised')).toEqual(['use']);
    expect(alternatives('utilized', dictionary, 5, 'They utilized the old wells.').map((alternative) => alternative.word)).toEqual(['used']);
    expect(alternatives('facilitates', dictionary).map((alternative) => alternative.word)).toEqual(['helps']);
  });
});

describe('the admission of table words (docs/decisions.md: a replacement only where it is sure)', () => {
  const senses = (lemma: string, count: number, inField = false) =>
    Array.from({ length: count }, (_, index) => ({ pos: 'a' as const, members: index === 0 ? [lemma, 'dry'] : [lemma], gloss: `sense ${index}`, inField }));
  const withSenses = (lemma: string, count: number, inField = false) =>
    testDictionary({ common: ['dry', 'wound', 'use'], rare: [lemma], thesaurus: testSynsets(senses(lemma, count, inField)) });

  it('(a) admits a plain-language pair that holds in every sense, however many senses the word has', () => {
    const utilize = testDictionary({ common: ['use'], rare: ['utilize'], thesaurus: testSynsets(senses('utilize', 2)) });
    expect(alternativesWithSource('utilize', utilize, 5, 'We utilize wells.')).toMatchObject({ admissions: ['every-sense'] });
  });

  it('(b) admits the common WordNet synonym of a table word with one sense, not of one with several or a field sense', () => {
    expect(alternativesWithSource('arid', withSenses('arid', 1), 5, 'The arid plains.')).toMatchObject({
      alternatives: [{ word: 'dry' }],
      admissions: ['one-sense'],
    });
    expect(alternatives('arid', withSenses('arid', 2), 5, 'The arid plains.')).toEqual([]);
    expect(alternatives('arid', withSenses('arid', 1, true), 5, 'The arid plains.')).toEqual([]);
  });

  it('(c) admits a word whose sense condition the sentence confirmed', () => {
    const nocturnal = testDictionary({ common: ['night'], rare: ['nocturnal'], thesaurus: testSynsets(senses('nocturnal', 3)) });
    expect(alternativesWithSource('nocturnal', nocturnal, 5, 'Most owls are nocturnal hunters.')).toMatchObject({
      alternatives: [{ word: 'night' }],
      admissions: ['sentence-confirmed'],
    });
  });

  it('offers "cause" for "precipitate" only where the sentence is no chemistry: not for a salt brought out of a brine (w74)', () => {
    const precipitate = testDictionary({ common: ['cause', 'trigger', 'settle'], rare: ['precipitate'], thesaurus: testSynsets(senses('precipitate', 3)) });
    const words = (sentence: string) => alternatives('precipitate', precipitate, 5, sentence).map((alternative) => alternative.word);
    expect(words('Pump the brine, let it concentrate, then precipitate Li2CO3 with soda ash.')).not.toContain('cause');
    expect(words('A sudden price rise could precipitate a political crisis.')).toContain('cause');
  });

  it('shows none for a table word no class admits (lesion → wound for a carcinoma; aquifer → spring, no synonym)', () => {
    const aquifer = testDictionary({ common: ['spring', 'reservoir', 'well'], rare: ['aquifer'], thesaurus: testSynsets([{ members: ['aquifer'] }]) });
    expect(alternatives('aquifers', aquifer, 5, 'Aquifers under the plain are running dry.')).toEqual([]);
    expect(alternatives('lesion', withSenses('lesion', 3), 5, 'The lesion was a small carcinoma.')).toEqual([]);
  });

  it('splits the table into the classes and the dropped, each entry counted once by its first class', () => {
    const split = tableAdmissions(thesaurus, dictionary);
    const { 'every-sense': a, 'one-sense': b, 'sentence-confirmed': c } = split.byFirstClass;
    expect(a + b + c + split.dropped).toBe(split.entries);
    expect(a).toBe(everySensePairs().size);
    expect(split.byClass['sentence-confirmed']).toBeGreaterThan(0);
  });

  it('pairs every (a) word with a word its table entry lists', () => {
    for (const [word, plain] of everySensePairs()) {
      const listed = (plainWordEntries().get(word) ?? []).flatMap((entry) => entry.words);
      for (const candidate of plain) expect(listed, word).toContain(candidate);
    }
  });
});

describe('the plain-word table by part of speech', () => {
  // One WordNet sense with both words as synonyms, so class (b) admits them.
  const yields = testDictionary({ common: ['harvest', 'crop', 'produce', 'give', 'harvests'], rare: ['yield'], thesaurus: testThesaurus({ yield: ['harvest', 'produce'] }) });
  const words = (word: string, sentence: string) => alternatives(word, yields, 5, sentence).map((alternative) => alternative.word);

  it('takes the entry of the part of speech the sentence has, and only its likeliest word', () => {
    expect(words('yields', 'The new wheat variety increased yields by a fifth.')).toEqual(['harvests']);
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
    // "stick" holds for glue, not for a diet: only the condition's word is sure.
    expect(words('adhere', 'Few patients adhere to the diet for a whole year.')).toEqual(['follow']);
  });

  it('offers a word conditioned on absent cues only where none of them is in the sentence', () => {
    expect(words('redundant', 'Engineers added redundant pumps so the plant keeps running if one fails.')).toEqual(['spare']);
    expect(words('redundant', 'The second paragraph repeats the first and is redundant.')).toEqual(['unnecessary']);
    // "regrow" has no condition and regenerate several senses: not sure, not shown.
    expect(words('regenerate', 'Salamanders can regenerate a lost limb within weeks.')).toEqual([]);
  });

  it('reads a participle after have, has or had as the verb, so an adjective entry does not hold', () => {
    expect(sentenceContext('Warming has accelerated the melting of mountain glaciers.', 'accelerated').pos).toEqual(new Set(['v']));
    expect(plainWordsOf('accelerated', new Set(['v']))).toEqual(plainWordsOf('accelerate'));
  });

  it('leaves conditioned words out without a sentence', () => {
    expect(words('adhere')).toEqual([]);
    expect(plainWordsOf('redundant')).toEqual([]);
  });
});

describe('reading a word’s sentence', () => {
  it('asks for the sentence only of a word the table lists or WordNet has in one sense, once', () => {
    const asked: string[] = [];
    const sentenceOf = (word: string, sentence: string) => () => {
      asked.push(word);
      return sentence;
    };
    expect(alternatives('qzxvbl', dictionary, 5, sentenceOf('qzxvbl', 'The qzxvbl grows.'))).toEqual([]);
    expect(alternatives('pericardial', dictionary, 5, sentenceOf('pericardial', 'A pericardial sac.'))).toEqual([]);
    expect(alternatives('infarction', dictionary, 5, sentenceOf('infarction', 'An infarction of the heart.'))).toEqual([{ word: 'attack', band: 'common' }]);
    expect(alternatives('utilize', dictionary, 5, sentenceOf('utilize', 'We utilize the tool.')).map((found) => found.word)).toEqual(['use']);
    expect(asked).toEqual(['infarction', 'utilize']);
  });

  it('gives the same replacements for a sentence given or found', () => {
    const sentence = 'Engineers added redundant pumps so the plant keeps running if one fails.';
    const senses = testDictionary({ common: ['unnecessary', 'spare'], rare: ['redundant'], thesaurus });
    expect(alternatives('redundant', senses, 5, () => sentence)).toEqual(alternatives('redundant', senses, 5, sentence));
    expect(alternatives('redundant', senses, 5, () => undefined)).toEqual(alternatives('redundant', senses));
  });

  it('reads what follows the first whole occurrence of the word, not one inside a longer word', () => {
    expect(sentenceContext('Nocturnalists say owls are nocturnal and shy.', 'nocturnal').beforeContentWord).toBe(false);
    expect(sentenceContext("The nocturnal's rhythm: owls are nocturnal hunters.", 'nocturnal').beforeContentWord).toBe(true);
    // A letter outside the Basic Multilingual Plane (two UTF-16 units) is a letter too.
    expect(sentenceContext('𝐀nocturnal birds; owls are nocturnal and shy.', 'nocturnal').beforeContentWord).toBe(false);
    expect(sentenceContext('Owls are (nocturnal) [hunters].', 'nocturnal').beforeContentWord).toBe(false);
    expect(sentenceContext('Owls are nocturnal', 'nocturnal').beforeContentWord).toBe(false);
    expect(sentenceContext('Owls hunt at night.', 'nocturnal').beforeContentWord).toBe(null);
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

describe('the simpler words’ evaluation', () => {
  it('meets the targets only with ≥ 75 % of words helped, ≥ 95 % shown their sense, ≥ 90 % of replacements fitting and ≥ 15 % given one', () => {
    const score = (figures: Partial<AlternativesScore>): AlternativesScore => ({
      words: [],
      needing: 20,
      shown: 4,
      accepted: 4,
      helped: 4,
      misled: 0,
      noneFits: 0,
      silentWhereNoneFits: 0,
      shownMeanings: 16,
      rightMeanings: 16,
      labelledMeanings: 16,
      replaced: 4,
      senseFirst: 11,
      senseInWordNet: 16,
      senseAmong: 16,
      ...figures,
    });
    expect(missedSimplerWordsTargets(score({}))).toEqual([]);
    expect(missedSimplerWordsTargets(score({ senseFirst: 10 }))).toEqual(['helped']);
    expect(missedSimplerWordsTargets(score({ senseAmong: 15 }))).toEqual(['senseAmong']);
    expect(missedSimplerWordsTargets(score({ accepted: 3 }))).toEqual(['fit']);
    expect(missedSimplerWordsTargets(score({ shown: 2, accepted: 2, helped: 2, replaced: 2, senseFirst: 13 }))).toEqual(['replaced']);
  });

  it('counts a shown meaning right when its definition uses a word of the right sense', () => {
    const score = scoreAlternatives(
      () => false,
      () => [],
      [{ word: 'lesion', sentence: 'The lesion bled.', acceptable: ['wound'], heldOut: false, meaning: ['injury'] }],
      () => ['a change in tissue', 'an injury to living tissue'],
    );
    expect(score).toMatchObject({ shownMeanings: 1, rightMeanings: 1, labelledMeanings: 1 });
    expect(definitionUses('an injury to living tissue', ['injur'])).toBe(false);
    expect(definitionUses('wounded in the leg', ['wound'])).toBe(true);
    // The same stem either way round: a cue in the plural, a definition's derived adjective.
    expect(definitionUses('consisting of elements that are not of the same kind', ['kinds'])).toBe(true);
    expect(definitionUses('the distinctive property of a complex sound', ['distinct'])).toBe(true);
    expect(definitionUses('a remote consequence', ['con'])).toBe(false);
    expect(definitionUses('the act of absolving or remitting', ['absolve it'])).toBe(false);
  });
});
