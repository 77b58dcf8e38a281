// The sentence a word stands in, for the simpler words of alternatives.ts (docs/de-jargonizer.md
// "How a suggestion is chosen"), which read the word's part of speech and sense conditions from
// it. A sentence ends where sentences.ts says (read from the few characters around each place,
// not the whole text); it is cut to MAX_SENTENCE_LENGTH around the word, so a text without
// full stops never sends a whole page along. Browser-safe.
import type { Analysis } from './classify.ts';
import { endsSentenceAfter } from './sentences.ts';

export const MAX_SENTENCE_LENGTH = 400;

/** The only characters after which a sentence may end (sentences.ts): a stop, a closing mark, a line break. */
const MAY_BREAK = new Set([...'\n\r.!?…؟۔"\'’”»)]'].map((char) => char.charCodeAt(0)));

// A "\r\n" breaks where its "\n" does (a line wrapped mid-sentence does not); a lone "\r" always.
// Any other character is passed over at once: the walk reads up to MAX_SENTENCE_LENGTH of them per word.
const isBreak = (text: string, index: number): boolean =>
  !MAY_BREAK.has(text.charCodeAt(index))
    ? false
    : text.charAt(index) === '\r'
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

/** Where each of `forms` first occurs in the text, by the analysis's word positions. */
export function firstStartsOf(analysis: Analysis, forms: Iterable<string>): Map<string, number> {
  const wanted = new Set(forms);
  const starts = new Map<string, number>();
  analysis.cleanedWords.forEach((form, index) => {
    if (!wanted.has(form) || starts.has(form)) return;
    starts.set(form, analysis.wordStarts[index] ?? 0);
  });
  return starts;
}

/** The sentence each of `forms` first occurs in, by the analysis's word positions. */
export function firstSentencesOf(analysis: Analysis, forms: Iterable<string>): Map<string, string> {
  const sentences = new Map<string, string>();
  for (const [form, start] of firstStartsOf(analysis, forms)) sentences.set(form, sentenceAt(analysis.text, start));
  return sentences;
}
