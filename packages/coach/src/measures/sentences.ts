// Sentence splitting and lengths. Sentence length is the coach's main readability signal:
// long sentences lose lay readers sooner than rare words do. Lengths are whitespace tokens,
// like every word count the student sees.

import { sentenceSpans } from '@scicomm/jargon/sentences';
import { countWords } from '../engine/word-count.ts';
import { EXCERPT_CHARACTERS, excerpt, withoutFinalStop } from '../findings/excerpt.ts';
import type { TextSpan } from '../findings/finding.ts';

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

/** Which of a text's sentence spans holds the offset (-1: none). */
export const sentenceIndexAt = (spans: readonly { start: number; end: number }[], offset: number): number =>
  spans.findIndex(({ start, end }) => start <= offset && offset < end);

/** The sentence of `text` holding the offset, by the measure's splitter (as `splitSentences`). */
export function sentenceAround(text: string, offset: number): string {
  const spans = sentenceSpans(text);
  const found = spans[sentenceIndexAt(spans, offset)];
  return found ? text.slice(found.start, found.end).trim() : text.trim();
}

/** Characters kept before a word that stands too far into its sentence for the excerpt's start to reach it. */
const LEAD_BEFORE = 60;

/**
 * The sentence of a word's use, as a remark quotes it: from its start, or, where the word stands
 * past the excerpt's reach, from a few words before it ("… בשיטת qPCR …"), so the quote holds it;
 * `inline`: without its final stop, for a message that goes on after the quote (quotedInline).
 */
export function quotedSentenceAt(text: string, span: TextSpan, inline = false): string {
  const found = sentenceSpans(text).find((sentence) => sentence.start <= span.start && span.start < sentence.end) ?? { start: 0, end: text.length };
  const quoted = (stretch: string) => excerpt(inline ? withoutFinalStop(stretch) : stretch.trim());
  if (span.end - found.start <= EXCERPT_CHARACTERS - 10) return quoted(text.slice(found.start, found.end));
  const lead = text.slice(Math.max(found.start, span.start - LEAD_BEFORE), found.end);
  return `… ${quoted(lead.slice(lead.search(/\s/u) + 1))}`;
}
