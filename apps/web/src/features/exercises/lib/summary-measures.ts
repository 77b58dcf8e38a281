// A version's measures for the summary: the word count by the engine's rule (what the student
// was held to), and the De-Jargonizer's rare words and score with the period's dictionary.
import { analyze } from '@scicomm/jargon/classify';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import { countWords } from '@scicomm/coach/engine/word-count';

export interface VersionMeasures {
  words: number;
  /** Distinct rare words, in order of first use. */
  rareWords: string[];
  /** Rare-word occurrences as a whole-number percentage of the measured words. */
  rarePercent: number;
  score: number;
}

export function measureVersion(text: string, dictionary: Dictionary): VersionMeasures {
  const analysis = analyze(text, dictionary);
  const seen = new Set<string>();
  const rareWords = analysis.rareWords.filter((word) => !seen.has(word) && seen.add(word));
  return {
    words: countWords(text),
    rareWords,
    rarePercent: analysis.percentages.rare,
    score: analysis.score,
  };
}
