// The sentence a word stands in, for the simpler words of alternatives.ts (docs/de-jargonizer.md
// "How a suggestion is chosen"), which read the word's part of speech and sense conditions from
// it. A sentence ends where sentences.ts says (read from the few characters around each place,
// not the whole text); it is cut to MAX_SENTENCE_LENGTH around the word, so a text without
// full stops never sends a whole page along. Browser-safe.
import type { Analysis } from './classify.ts';
import { endsSentenceAfter } from './sentences.ts';

export const MAX_SENTENCE_LENGTH = 400;

// A "\r\n" breaks where its "\n" does (a line wrapped mid-sentence does not); a lone "\r" always.
const isBreak = (text: string, index: number): boolean =>
  text.charAt(index) === '\r'
    ? text.charAt(index + 1) !== '\n' || endsSentenceAfter(text, index + 1, true)
    : endsSentenceAfter(text, index, true);

/** The sentence of `text` around the character at `offset`, trimmed. */
export function sentenceAt(text: string, offset: number): string {
  const half = MAX_SENTENCE_LENGTH / 2;
  let start = offset;
  while (start > 0 && offset - start < half && !isBreak(text, start - 1)) start--;
  let end = offset;
  while (end < text.length && end - offset < half && !isBreak(text, end)) end++;
  return text.slice(start, Math.min(text.length, end + 1)).trim();
}

/** The sentence each of `forms` first occurs in, by the analysis's word positions. */
export function firstSentencesOf(analysis: Analysis, forms: Iterable<string>): Map<string, string> {
  const wanted = new Set(forms);
  const sentences = new Map<string, string>();
  analysis.cleanedWords.forEach((form, index) => {
    if (!wanted.has(form) || sentences.has(form)) return;
    sentences.set(form, sentenceAt(analysis.text, analysis.wordStarts[index] ?? 0));
  });
  return sentences;
}
