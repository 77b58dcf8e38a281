// The text measures the built-in coach's audience feedback reads (half-life-feedback.ts): the
// sentences and the longest of them. Each measure is a small pure module under measures/.

import { longestSentence, splitSentences } from '../../measures/sentences.ts';
import type { Sentence } from '../../measures/sentences.ts';

export type { Sentence };

export interface TextMeasures {
  sentences: Sentence[];
  longestSentence: Sentence | null;
}

export function measureText(text: string): TextMeasures {
  const sentences = splitSentences(text);
  return { sentences, longestSentence: longestSentence(sentences) };
}
