// Words of a short phrase the writer gives (docs/exercises.md "Persuasion and Rhetorics"): the
// content words of a credibility statement (ethos.ts) or of a table's referent, each matched by a
// rough stem.

import { wordTokens } from './words.ts';

const stopWords = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'our',
  'their',
  'my',
  'your',
  'we',
  'they',
  'is',
  'are',
  'be',
  'with',
  'by',
  'at',
  'or',
  'as',
  'that',
  'this',
  'it',
  'all',
  'more',
  'less',
  'better',
  'good',
  'from',
  'into',
  'about',
  'over',
  'than',
  'not',
  'no',
  'every',
  'each',
  'its',
  'his',
  'her',
  'them',
  'us',
  'giving',
  'making',
  'keeping',
]);

/** A rough stem, enough to match "protect" with "protecting" and "health" with "healthy". */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  for (const suffix of [
    'ations',
    'ation',
    'ities',
    'ity',
    'ness',
    'ing',
    'ies',
    'ed',
    'es',
    'ly',
    'y',
    's',
  ]) {
    if (lower.length - suffix.length >= 4 && lower.endsWith(suffix))
      return lower.slice(0, -suffix.length);
  }
  return lower;
}

/** The content words of a short phrase ("the health of our children" → health, children). */
export function contentWords(phrase: string): string[] {
  return [
    ...new Set(wordTokens(phrase).filter((word) => !stopWords.has(word) && !/^\d/.test(word))),
  ];
}
