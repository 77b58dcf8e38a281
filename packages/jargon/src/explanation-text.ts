// The view of an analysed text that the "explained on first use" rules read
// (docs/de-jargonizer.md "Key terms and explained terms"): its sentences, which counted word
// stands where, and whether a stretch of text is in plain (common) words. Browser-safe.
import { sentenceSpans, type SentenceSpan } from './sentences.ts';

/** The word positions of an analysis (a subset of `Analysis`). */
export interface WordsInText {
  readonly text: string;
  readonly cleanedWords: readonly string[];
  readonly wordStarts: readonly number[];
  readonly wordEnds: readonly number[];
}

/** A sentence's place in the text (sentences.ts). */
export type Sentence = SentenceSpan;

/** A run of consecutive counted words: word indexes `first` … `last`, both included. */
export interface WordRun {
  readonly first: number;
  readonly last: number;
}

export interface ExplanationText {
  readonly text: string;
  readonly words: WordsInText;
  readonly sentences: readonly Sentence[];
  /** The sentence index of each counted word. */
  readonly sentenceOfWord: readonly number[];
  /** Whether a word may be a term (rare or mid-frequency, or marked by the caller). */
  isCandidate(word: number): boolean;
  /** Whether a word is everyday (common). */
  isPlain(word: number): boolean;
  /** Whether a word is rare (the likeliest subject of a following "This is …"). */
  isRare(word: number): boolean;
  /**
   * The share of an explanation's words that must not be rare: a half, a third in Hebrew, whose
   * subtitle counts leave some everyday science words unlisted.
   */
  readonly familiarShare: number;
}

export function explanationText(
  words: WordsInText,
  isCandidate: (word: number) => boolean,
  isPlain: (word: number) => boolean,
  isRare: (word: number) => boolean = isCandidate,
  familiarShare = 1 / 2,
): ExplanationText {
  // A pasted document: lines wrapped mid-sentence (a PDF's) are one sentence.
  const sentences = sentenceSpans(words.text, true);
  const sentenceOfWord: number[] = [];
  let sentence = 0;
  for (const start of words.wordStarts) {
    while (sentence < sentences.length - 1 && (sentences[sentence]?.end ?? 0) <= start) sentence++;
    sentenceOfWord.push(sentence);
  }
  return { text: words.text, words, sentences, sentenceOfWord, isCandidate, isPlain, isRare, familiarShare };
}

/** The index of the first counted word starting at or after `offset` (the word count when none). */
export function firstWordFrom(words: WordsInText, offset: number): number {
  let low = 0;
  let high = words.wordStarts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words.wordStarts[middle] ?? 0) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Counted words wholly inside [start, end): [first, end) word indexes. */
export function wordsBetween(words: WordsInText, start: number, end: number): { first: number; end: number } {
  const first = firstWordFrom(words, start);
  let last = first;
  while (last < words.wordStarts.length && (words.wordEnds[last] ?? 0) <= end) last++;
  return { first, end: last };
}

/** How many counted words lie in [start, end), and how many of them are plain. */
export function plainCount(context: ExplanationText, start: number, end: number): { words: number; plain: number } {
  const span = wordsBetween(context.words, start, end);
  let plain = 0;
  for (let word = span.first; word < span.end; word++) if (context.isPlain(word)) plain++;
  return { words: span.end - span.first, plain };
}

/**
 * At least `minWords` counted words, at least one of them common (in Hebrew: not rare) and the
 * familiar share not rare: an explanation a lay reader can follow (a mid-frequency word like
 * "irregular" is known to many).
 */
export function isPlainExplanation(context: ExplanationText, start: number, end: number, minWords = 2): boolean {
  const { words, plain } = plainCount(context, start, end);
  const anyPlain = plain >= 1 || (context.familiarShare < 1 / 2 && isFamiliarExplanation(context, start, end, minWords));
  return words >= minWords && anyPlain && isFamiliarExplanation(context, start, end, minWords);
}

/** At least `minWords` counted words, and at least half of them not rare: examples a lay reader knows ("beans and lentils"). */
export function isFamiliarExplanation(context: ExplanationText, start: number, end: number, minWords = 1): boolean {
  const span = wordsBetween(context.words, start, end);
  let familiar = 0;
  for (let word = span.first; word < span.end; word++) if (!context.isRare(word) || context.isPlain(word)) familiar++;
  return span.end - span.first >= minWords && familiar >= (span.end - span.first) * context.familiarShare;
}

/**
 * Runs of candidate words: consecutive candidates with only spaces or hyphens between them
 * ("gene drive", "CRISPR-Cas"), never across punctuation; at most `maxWords` long.
 */
export function candidateRuns(context: ExplanationText, maxWords = 4): WordRun[] {
  const { words, text } = context;
  const runs: WordRun[] = [];
  let first = -1;
  for (let word = 0; word <= words.wordStarts.length; word++) {
    const candidate = word < words.wordStarts.length && context.isCandidate(word);
    const joined =
      candidate && first >= 0 && word - first < maxWords && /^[ \t\-‐‑־]*$/u.test(text.slice(words.wordEnds[word - 1], words.wordStarts[word]));
    if (joined) continue;
    if (first >= 0) runs.push({ first, last: word - 1 });
    first = candidate ? word : -1;
  }
  return runs;
}

/** The text of a run as written. */
export function runText(words: WordsInText, run: WordRun): string {
  return words.text.slice(words.wordStarts[run.first], words.wordEnds[run.last]);
}

/** The run's lookup forms joined by spaces: the term's key. */
export function runKey(words: WordsInText, run: WordRun): string {
  return words.cleanedWords.slice(run.first, run.last + 1).join(' ');
}

export function sentenceOfRun(context: ExplanationText, run: WordRun): Sentence {
  return context.sentences[context.sentenceOfWord[run.first] ?? 0] ?? { start: 0, end: context.text.length };
}

/**
 * Where an explanation that starts at `start` ends: before the first , ; ( ) — – or " - ", or at
 * the end of its sentence (`limit`).
 */
export function closingOf(text: string, start: number, limit: number): number {
  const match = /[,;()—–]| - /u.exec(text.slice(start, limit));
  return match ? start + match.index : limit;
}

/**
 * How far around a term the rules look (characters): an explanation is near its term, and a text
 * without full stops must not make every term read the whole text.
 */
export const WINDOW = 400;

/** The sentence's text after the run, and its start offset. */
export function textAfter(context: ExplanationText, run: WordRun): { after: string; at: number; limit: number } {
  const at = context.words.wordEnds[run.last] ?? 0;
  const limit = Math.min(sentenceOfRun(context, run).end, at + WINDOW);
  return { after: context.text.slice(at, limit), at, limit };
}

/** The sentence's text before the run, and the sentence's start. */
export function textBefore(context: ExplanationText, run: WordRun): { before: string; from: number } {
  const start = context.words.wordStarts[run.first] ?? 0;
  const from = Math.max(sentenceOfRun(context, run).start, start - WINDOW);
  return { before: context.text.slice(from, start), from };
}
