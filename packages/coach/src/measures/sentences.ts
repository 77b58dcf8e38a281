// Sentence splitting and lengths. Sentence length is the coach's main readability signal:
// long sentences lose lay readers sooner than rare words do. Lengths are whitespace tokens,
// like every word count the student sees.

import { countWords } from '../word-count.ts';

export interface Sentence {
  text: string;
  words: number;
}

// A dot after these does not end a sentence ("e.g. mice", "Dr. Levi", "Smith et al. showed").
const abbreviations = new Set([
  'e.g',
  'i.e',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'vs',
  'fig',
  'al',
  'approx',
  'cf',
  'no',
  'st',
]);

const sentenceEnd = /[.!?…]+["'’”)\]]*(?=\s|$)/g;

function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(sentenceEnd)) {
    const before = paragraph.slice(start, match.index);
    const lastToken = (before.split(/\s+/).pop() ?? '').replace(/^[^\p{L}]+/u, '').toLowerCase();
    if (match[0] === '.' && abbreviations.has(lastToken)) continue;
    const end = match.index + match[0].length;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence !== '') sentences.push(sentence);
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/** Sentences of a text; a line break also ends a sentence (lists, headings). */
export function splitSentences(text: string): Sentence[] {
  return text
    .split(/\r?\n/)
    .flatMap(splitParagraph)
    .map((sentence) => ({ text: sentence, words: countWords(sentence) }));
}

/** The longest sentence (the first of equals), or null for an empty text. */
export function longestSentence(sentences: readonly Sentence[]): Sentence | null {
  let longest: Sentence | null = null;
  for (const sentence of sentences) {
    if (longest === null || sentence.words > longest.words) longest = sentence;
  }
  return longest;
}

export function averageSentenceWords(sentences: readonly Sentence[]): number {
  if (sentences.length === 0) return 0;
  const total = sentences.reduce((sum, sentence) => sum + sentence.words, 0);
  return Math.round((total / sentences.length) * 10) / 10;
}
