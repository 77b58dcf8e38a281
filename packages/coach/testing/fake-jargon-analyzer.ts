// A small stand-in for the De-Jargonizer measure, for tests here and in the server: words are
// rare or mid-frequency by the lists given, everything else common, and the score follows the
// measure's formula (shared/data/README.md: 100 − round(100 × (0.5 × mid + rare) / total)).

import type { JargonAnalysis, JargonAnalyzer, WordBand } from '../src/engine/coach.ts';
import { wordTokens } from '../src/measures/words.ts';

export interface FakeAnalyzerWords {
  /** Rare words and their corpus frequency (lower is rarer). */
  rare?: Readonly<Record<string, number>>;
  mid?: readonly string[];
  alternatives?: Readonly<Record<string, readonly string[]>>;
  /** Corpus counts of other words (a base form the coach looks up); unlisted words are common. */
  frequencies?: Readonly<Record<string, number>>;
  /** The count of a word no list names: common (1,000,000) unless a test needs the news's silence (0). */
  unlistedCount?: number;
  /** English bands of words (abbreviations); unlisted: rare or mid by the lists above, else common. */
  englishBands?: Readonly<Record<string, WordBand>>;
  /** Lower-case words the English counts list as people's names. */
  englishNames?: readonly string[];
  /** Terms the measure found explained, as the real analyzer reports them. */
  explainedTerms?: JargonAnalysis['explainedTerms'];
}

/** A listed rare word's count for its shorter forms too ("epigenetic" of "epigenetics"): one word family. */
function familyCount(rare: Readonly<Record<string, number>>, word: string): number | undefined {
  const member = Object.keys(rare).find((listed) => listed !== word && listed.startsWith(word) && listed.length - word.length <= 3);
  return member === undefined ? undefined : rare[member];
}

export function createFakeJargonAnalyzer(
  words: FakeAnalyzerWords = {},
): JargonAnalyzer & { calls: string[] } {
  const rare = words.rare ?? {};
  const mid = new Set(words.mid ?? []);
  const calls: string[] = [];
  return {
    calls,
    analyze(text: string): JargonAnalysis {
      calls.push(text);
      const tokens = wordTokens(text).filter((token) => !/^\d/.test(token));
      const rareWords = tokens.filter((token) => Object.hasOwn(rare, token));
      const midWords = tokens.filter((token) => mid.has(token));
      const total = tokens.length;
      const score =
        total === 0
          ? 100
          : 100 - Math.round((100 * (0.5 * midWords.length + rareWords.length)) / total);
      return {
        score,
        totalWords: total,
        rareWords,
        midWords,
        rarePercentage: total === 0 ? 0 : Math.round((100 * rareWords.length) / total),
        alternatives: (word) => [...(words.alternatives?.[word.toLowerCase()] ?? [])],
        frequency: (word) => {
          const lower = word.toLowerCase();
          return words.frequencies?.[lower] ?? rare[lower] ?? familyCount(rare, lower) ?? words.unlistedCount ?? 1_000_000;
        },
        englishBand: (word) => {
          const lower = word.toLowerCase();
          return words.englishBands?.[lower] ?? (Object.hasOwn(rare, lower) ? 'rare' : mid.has(lower) ? 'mid' : 'common');
        },
        englishName: (word) => words.englishNames?.includes(word.toLowerCase()) === true,
        ...(words.explainedTerms ? { explainedTerms: words.explainedTerms } : {}),
      };
    },
  };
}

/** A text of exactly n whitespace-separated words in short sentences of `sentenceWords` words. */
export function textOfWords(n: number, sentenceWords = 8, filler = 'plants'): string {
  const words: string[] = [];
  for (let index = 0; index < n; index += 1) {
    const endOfSentence = (index + 1) % sentenceWords === 0 || index === n - 1;
    words.push(endOfSentence ? `${filler}.` : filler);
  }
  return words.join(' ');
}
