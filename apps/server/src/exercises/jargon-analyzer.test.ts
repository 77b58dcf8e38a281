import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '@scicomm/coach';
import { wordLists } from '@scicomm/coach/measures/word-lists';
import { everyKind } from '@scicomm/coach/kinds/shown';
import { DictionarySet, HEBREW_PERIOD } from '@scicomm/jargon';
import { testDictionary, testSynsets } from '@scicomm/jargon/test-dictionary';
import { createJargonAnalyzer, createLazyJargonAnalyzer } from './jargon-analyzer.ts';

const dictionary = testDictionary({
  common: ['we', 'study', 'how', 'plants', 'grow', 'heart', 'attack', 'the', 'after', 'and', 'again', 'in', 'judge', 'meter'],
  mid: ['pathology'],
  rare: ['infarction', 'necrosis', 'gauge', 'gauges'],
  frequencies: { infarction: 3, necrosis: 9, heart: 5000, attack: 9000, pathology: 60 },
  // "gauge" as a verb (judge) or as a noun (a meter): only its sentence tells which.
  thesaurus: testSynsets([
    { members: ['infarction', 'attack', 'pathology'] },
    { members: ['necrosis'] },
    { pos: 'v', members: ['gauge', 'judge'], gloss: 'form an opinion of a quantity' },
    { pos: 'n', members: ['gauge', 'meter'], gloss: 'an instrument that measures the level of the tide' },
  ]),
});
const hebrew = testDictionary({
  code: HEBREW_PERIOD,
  common: ['מחקר', 'שלי', 'עוסק', 'צמחים', 'איך', 'גדלים'],
  rare: ['אפיגנטיקה'],
});
const dictionaries = new DictionarySet([dictionary, hebrew], null);

describe('the jargon analyzer adapter', () => {
  const analyzer = createJargonAnalyzer(dictionaries);

  it('gives the measure\'s counts, rare words, percentage and score', async () => {
    const result = await analyzer.analyze('We study how plants grow after infarction, necrosis and pathology. Necrosis again.');
    expect(result.totalWords).toBe(12);
    expect(result.rareWords).toEqual(['infarction', 'necrosis', 'necrosis']);
    expect(result.rarePercentage).toBe(25);
    // 100 − round(100 × (0.5 × 1 + 3) / 12) = 100 − 29
    expect(result.score).toBe(71);
  });

  it('offers only simpler alternatives, and word frequencies for ranking the rarest', async () => {
    const result = await analyzer.analyze('infarction');
    expect(result.alternatives('Infarction')).toEqual(['attack']);
    expect(result.alternatives('plants')).toEqual([]);
    expect(result.frequency('Infarction')).toBe(3);
    expect(result.frequency('unheard-of-word')).toBe(0);
  });

  it('offers no replacement for a word of several senses, whatever its sentence: none rather than a wrong one (docs/de-jargonizer.md "How a suggestion is chosen")', async () => {
    const result = await analyzer.analyze('We study how tide gauges in the bay grow. We gauge the heart.');
    expect(result.alternatives('gauges')).toEqual([]);
    expect(result.alternatives('gauge')).toEqual([]);
    expect(result.alternatives('gauges', 'Tide gauges in the bay.')).toEqual([]);
  });

  it('measures a Hebrew text with the Hebrew list (prefixes stripped, no simpler words), an English one with the default period', async () => {
    const result = await analyzer.analyze('המחקר שלי עוסק באיך צמחים גדלים ובאפיגנטיקה');
    expect(result).toMatchObject({ language: 'Hebrew', totalWords: 7, rareWords: ['ובאפיגנטיקה'] });
    expect(result.alternatives('ובאפיגנטיקה')).toEqual([]);
    expect((await analyzer.analyze('We study how plants grow (צמחים).')).language).toBe('English');
  });

  it('measures with the default period when the dictionaries have no list for the text\'s script', async () => {
    const englishOnly = createJargonAnalyzer(new DictionarySet([dictionary], null));
    expect((await englishOnly.analyze('המחקר שלי')).language).toBe('English');
  });

  it('scores a text without words as 100 instead of failing', async () => {
    expect(await analyzer.analyze('   ')).toMatchObject({ score: 100, totalWords: 0, rareWords: [] });
    expect(await analyzer.analyze('12 34 56')).toMatchObject({ score: 100, totalWords: 0 });
  });

  // The words for the readers are in shadow in English (below their fresh floor): made where every
  // kind is shown, as the coach's evaluation labels them; they need the built word lists.
  it.skipIf(wordLists().frequencies.en === null)('drives the built-in coach\'s words for the readers', { timeout: 60_000 }, async () => {
    const coach = createBuiltinCoach(analyzer, { shown: () => everyKind });
    const feedback = await coach.feedback({
      exercise: 'halfLife',
      stage: 3,
      task: 'Tell what you study.',
      text: 'We study necrosis and infarction in the heart.',
      audience: 'highSchool',
      focus: ['jargon'],
    });
    expect(feedback.messages[0]).toMatch(
      /“infarction” is a rare word, and your text does not explain it\. Will readers with high school science know it\? If not, (?:say “[^”]+”, or )?explain it in a few plain words where it first appears: “We study necrosis and infarction in the heart\.”/u,
    );
  });

  it('loads the dictionary on first use only', async () => {
    let loads = 0;
    const lazy = createLazyJargonAnalyzer(() => {
      loads += 1;
      return dictionaries;
    });
    expect(loads).toBe(0);
    await lazy.analyze('plants grow');
    await lazy.analyze('heart attack');
    expect(loads).toBe(1);
  });
});
