// Adapts the De-Jargonizer measure (@scicomm/jargon) to the coach's JargonAnalyzer interface
// (@scicomm/coach, coach.ts). The exercises measure against one period dictionary (the default
// period, docs/decisions.md "The De-Jargonizer measure"); the dictionary is loaded once per process
// by whoever builds the app and handed in here, never read per request.
import type { JargonAnalysis, JargonAnalyzer } from '@scicomm/coach';
import { alternatives, analyze, normaliseWordForm, type Dictionary } from '@scicomm/jargon';

/** Simpler words offered per rare word; the coach shows at most three. */
const alternativesPerWord = 3;

const emptyAnalysis: JargonAnalysis = {
  score: 100,
  totalWords: 0,
  rareWords: [],
  midWords: [],
  rarePercentage: 0,
  alternatives: () => [],
  frequency: () => 0,
};

export function createJargonAnalyzer(dictionary: Dictionary): JargonAnalyzer {
  return {
    analyze(text: string): JargonAnalysis {
      // The measure refuses blank text; the coach only ever sends texts within a word range,
      // but a text of numbers or symbols alone has no words to count and scores 100.
      if (text.trim() === '') return emptyAnalysis;
      const result = analyze(text, dictionary);
      return {
        score: result.score,
        totalWords: result.counts.total,
        rareWords: result.rareWords,
        midWords: result.normalWords,
        rarePercentage: result.percentages.rare,
        alternatives: (word) => alternatives(word, dictionary, alternativesPerWord).map((alternative) => alternative.word),
        frequency: (word) => dictionary.frequency(normaliseWordForm(word)),
      };
    },
  };
}

/**
 * An analyzer whose dictionary is fetched on first use: the app can start (and serve every
 * other page) before anyone opens an exercise, and the dictionary source decides how often it
 * loads (loadDictionaries keeps one set per folder for the process's lifetime).
 */
export function createLazyJargonAnalyzer(loadDictionary: () => Dictionary): JargonAnalyzer {
  let analyzer: JargonAnalyzer | undefined;
  return {
    analyze(text: string) {
      analyzer ??= createJargonAnalyzer(loadDictionary());
      return analyzer.analyze(text);
    },
  };
}
