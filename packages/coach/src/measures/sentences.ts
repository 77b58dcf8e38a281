// Sentence splitting and lengths. Sentence length is the coach's main readability signal:
// long sentences lose lay readers sooner than rare words do. Lengths are whitespace tokens,
// like every word count the student sees.

import { sentenceSpans } from '@scicomm/jargon/sentences';
import { countWords } from '../engine/word-count.ts';

export interface Sentence {
  text: string;
  words: number;
}

/**
 * Sentences of a text, by the measure's splitter (a line break also ends one: lists, headings;
 * "e.g." and "et al." do not; closing quotes stay with their sentence).
 */
export function splitSentences(text: string): Sentence[] {
  return sentenceSpans(text).map(({ start, end }) => {
    const sentence = text.slice(start, end);
    return { text: sentence, words: countWords(sentence) };
  });
}

/** The longest sentence (the first of equals), or null for an empty text. */
export function longestSentence(sentences: readonly Sentence[]): Sentence | null {
  let longest: Sentence | null = null;
  for (const sentence of sentences) {
    if (longest === null || sentence.words > longest.words) longest = sentence;
  }
  return longest;
}

/** The sentence of `text` holding the offset, by the measure's splitter (as `splitSentences`). */
export function sentenceAround(text: string, offset: number): string {
  const found = sentenceSpans(text).find(({ start, end }) => start <= offset && offset < end);
  return found ? text.slice(found.start, found.end).trim() : text.trim();
}
