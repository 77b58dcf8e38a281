// The coach looks a rare word up by its base form. An inflected form of a common word
// ("cores" beside "core", "steels" beside "steel") is counted apart by the measure, whose bands
// stay the original's, but it is no word to name for readers (words-for-readers.ts reads the
// multi-source list by the base form), while a rare word whose base is rare too still is.
import { describe, expect, it } from 'vitest';
import type { JargonAnalysis } from '../../engine/coach.ts';
import { jargonMeasures } from '../../coaches/builtin-coach.ts';
import { rarestFirst } from '../../measures/rare-words.ts';
import { createFakeJargonAnalyzer } from '../../../testing/fake-jargon-analyzer.ts';
import { wordLists } from '../../measures/word-lists.ts';
import { wordsForReaders } from './words-for-readers.ts';

describe('rare words by their base form', () => {
  const text = 'The processor has eight cores that share one memory cache. Stainless steels resist rust, and perovskites absorb light.';
  const analysis = createFakeJargonAnalyzer({
    unlistedCount: 0,
    rare: { cores: 3, steels: 2, perovskites: 1 },
    frequencies: { core: 21_000, steel: 9_400, perovskite: 0 },
  }).analyze(text) as JargonAnalysis;

  it.skipIf(wordLists().frequencies.en === null)('names neither "cores" nor "steels", whose bases are common, but still a rare word', () => {
    expect(analysis.rareWords).toEqual(expect.arrayContaining(['cores', 'steels', 'perovskites']));
    expect(wordsForReaders(text, analysis, 'adults').map((word) => word.written.word)).toEqual(['perovskites']);
  });

  it('names no form the measure marks as common by its base, in the question nor in the word list', () => {
    const byBase = { ...analysis, commonByBase: ['cores', 'steels'] };
    expect(rarestFirst(byBase)).toEqual(['perovskites']);
    expect(jargonMeasures(byBase)).toMatchObject({ rareWords: ['perovskites'], rareWordCount: 3 });
  });
});
