// The De-Jargonizer's result of one analysed text, built here once for the server, the grading
// pool's threads and the web tests' fake server: the "Grading result" of docs/product.md §3
// (cleanedWords, normalWords, rareWords, score, name, words, htmlResult, taskId) plus the counts,
// percentages and alternatives the page shows, or for a long text the compact reply
// (docs/de-jargonizer.md "Long texts"); and the page's own reply (analysisReplyOf). The figures
// (counts, percentages, score) are the analysis's, made by figuresOf (score.ts) as the browser's
// live figures are. Not for the browser's bundle: alternatives load WordNet.
import type { AnalysisReply, GradingResult } from '@scicomm/shared/de-jargonizer-api';
import { alternatives, type Alternative } from './alternatives.ts';
import { analyze, displayTokens, type Analysis } from './classify.ts';
import { bandLetters } from './compact-result.ts';
import type { Dictionary } from './dictionary.ts';
import { analyzeLetters, type LetterAnalysis } from './letter-analysis.ts';
import { renderHtml, renderTokens } from './render-html.ts';
import { scoreMessage } from './score.ts';
import { firstStartsOf, sentenceAt } from './sentence-of.ts';
import { termsReplyOf } from './terms-reply.ts';
import { directionOfPeriod } from './text-script.ts';

export type { AnalysisReply, GradingResult };

/** Distinct rare words whose alternatives travel with a result; the rest are fetched on demand. */
export const MAX_WORDS_WITH_ALTERNATIVES = 500;

/**
 * Texts with more counted words than this get the compact reply: the text and one band letter
 * per word instead of the original's four forms of the text (cleanedWords, words, wordBands,
 * htmlResult), which grew a 45 MB text into a reply of over 500 MB (docs/de-jargonizer.md
 * "Long texts: Grade's compact reply").
 */
export const FULL_REPLY_MAX_WORDS = 5000;

export const isRightToLeft = (dictionary: Dictionary) =>
  directionOfPeriod(dictionary.code) === 'rtl';

/**
 * A text this long may have more than FULL_REPLY_MAX_WORDS words (a word and its separator take
 * two characters at least); a shorter one cannot, and goes straight to the full analysis.
 */
const MAY_BE_LONG_CHARS = 2 * FULL_REPLY_MAX_WORDS;

/** The reply for an analysis: the full grading result (docs/product.md §3), or the compact one for a long text. */
export function resultOf(analysis: Analysis, dictionary: Dictionary, name: string): GradingResult {
  return analysis.cleanedWords.length > FULL_REPLY_MAX_WORDS
    ? compactResultOf(analysis, dictionary, name)
    : toResult(analysis, dictionary, name);
}

/** The compact reply of an analysis (docs/de-jargonizer.md "Long texts"), whatever its length. */
export function compactResultOf(analysis: Analysis, dictionary: Dictionary, name: string): GradingResult {
  return compactResult(letterAnalysisOf(analysis), dictionary, name);
}

/**
 * The result of a text (`resultOf(analyze(text))`), and the coloured HTML its stored row would
 * keep. A long text is analysed for its compact reply alone (`analyzeLetters`: a byte
 * a word, where the full analysis holds about a hundred), so a 45 MB .docx does not hold the
 * six lists of its millions of words at once (docs/de-jargonizer.md "Long texts").
 */
export function resultOfText(
  text: string,
  dictionary: Dictionary,
  name: string,
): { result: GradingResult; storedHtml: () => string } {
  if (text.length > MAY_BE_LONG_CHARS) {
    const letters = analyzeLetters(text, dictionary, MAX_WORDS_WITH_ALTERNATIVES);
    if (letters.counts.total > FULL_REPLY_MAX_WORDS)
      return { result: compactResult(letters, dictionary, name), storedHtml: () => '' };
  }
  const result = resultOf(analyze(text, dictionary), dictionary, name);
  // A full result already holds the HTML its row keeps (storedHtmlOf); a compact one keeps none.
  return { result, storedHtml: () => result.htmlResult };
}

/** The compact reply's part of a full analysis (for a long text analysed in full). */
function letterAnalysisOf(analysis: Analysis): LetterAnalysis {
  const firstRare = new Map<string, number>();
  for (
    let index = 0;
    index < analysis.cleanedWords.length && firstRare.size < MAX_WORDS_WITH_ALTERNATIVES;
    index++
  ) {
    const form = analysis.cleanedWords[index] ?? '';
    if (analysis.wordBands[index] === 'rare' && !firstRare.has(form))
      firstRare.set(form, analysis.wordStarts[index] ?? 0);
  }
  return { ...analysis, bandLetters: bandLetters(analysis.wordBands), firstRare };
}

function alternativesOf(analysis: Analysis, dictionary: Dictionary): Record<string, Alternative[]> {
  const distinctRare = new Set<string>();
  for (const word of analysis.rareWords) {
    if (distinctRare.size >= MAX_WORDS_WITH_ALTERNATIVES) break;
    distinctRare.add(word);
  }
  // Each word's simpler words fit the sense it has where it first occurs; that sentence is read
  // only for a word that may have any (alternatives.ts).
  const starts = firstStartsOf(analysis, distinctRare);
  const alternativesByWord: Record<string, Alternative[]> = {};
  for (const word of distinctRare) {
    const start = starts.get(word);
    alternativesByWord[word] = alternatives(word, dictionary, 5, start === undefined ? undefined : () => sentenceAt(analysis.text, start));
  }
  return alternativesByWord;
}

/** alternativesOf for a long text, from where each of its first rare words first stands. */
function alternativesOfLetters(
  letters: LetterAnalysis,
  dictionary: Dictionary,
): Record<string, Alternative[]> {
  const alternativesByWord: Record<string, Alternative[]> = {};
  for (const [word, start] of letters.firstRare) {
    alternativesByWord[word] = alternatives(word, dictionary, 5, () => sentenceAt(letters.text, start));
  }
  return alternativesByWord;
}

/**
 * The reply of the page's own route (POST /api/de-jargonizer/analyses): the text once and one
 * band letter per counted word, whatever the length (docs/de-jargonizer.md "The page's reply").
 */
export function analysisReplyOf(
  analysis: Analysis,
  dictionary: Dictionary,
  name: string,
  keyTerms: readonly string[] = [],
): AnalysisReply {
  return {
    taskId: null,
    name,
    period: analysis.period,
    direction: isRightToLeft(dictionary) ? 'rtl' : 'ltr',
    text: analysis.text,
    bands: bandLetters(analysis.wordBands),
    counts: { ...analysis.counts },
    percentages: { ...analysis.percentages },
    score: analysis.score,
    scoreMessage: scoreMessage(analysis.score),
    alternatives: alternativesOf(analysis, dictionary),
    terms: termsReplyOf(analysis, keyTerms),
  };
}

/**
 * The coloured HTML kept in a user's stored row (result_text): only up to FULL_REPLY_MAX_WORDS
 * words, since it is ten times the text; longer texts are shown again from their text.
 */
export function storedHtmlOf(analysis: Analysis): string {
  return analysis.cleanedWords.length > FULL_REPLY_MAX_WORDS ? '' : renderHtml(analysis);
}

function compactResult(
  analysis: LetterAnalysis,
  dictionary: Dictionary,
  name: string,
): GradingResult {
  return {
    cleanedWords: [],
    normalWords: [],
    rareWords: [],
    score: analysis.score,
    name,
    words: [],
    htmlResult: '',
    taskId: null,
    period: analysis.period,
    direction: isRightToLeft(dictionary) ? 'rtl' : 'ltr',
    wordBands: [],
    counts: { ...analysis.counts },
    percentages: { ...analysis.percentages },
    scoreMessage: scoreMessage(analysis.score),
    alternatives: alternativesOfLetters(analysis, dictionary),
    compact: true,
    text: analysis.text,
    bands: analysis.bandLetters,
  };
}

function toResult(analysis: Analysis, dictionary: Dictionary, name: string): GradingResult {
  const alternativesByWord = alternativesOf(analysis, dictionary);
  // One walk over the text gives both the original's `words` (the tokens' texts) and the HTML,
  // whose spans carry the original's classes too: its client colours rareWord and normalWord.
  const tokens = displayTokens(analysis);
  return {
    cleanedWords: analysis.cleanedWords,
    normalWords: analysis.normalWords,
    rareWords: analysis.rareWords,
    score: analysis.score,
    name,
    words: tokens.map((token) => token.text),
    htmlResult: renderTokens(tokens, 'with-original'),
    taskId: null,
    period: analysis.period,
    direction: isRightToLeft(dictionary) ? 'rtl' : 'ltr',
    wordBands: analysis.wordBands,
    counts: { ...analysis.counts },
    percentages: { ...analysis.percentages },
    scoreMessage: scoreMessage(analysis.score),
    alternatives: alternativesByWord,
  };
}

/** What the stored record of a result needs from it. */
export type ResultRecord = Pick<GradingResult, 'period' | 'counts' | 'score' | 'htmlResult'>;
