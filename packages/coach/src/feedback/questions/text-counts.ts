// Counting in the student's text for the question rules: a phrase as written, a word in any of
// its forms, and the paragraphs.

import { hasHebrew, lemmaOf } from '../../measures/english-terms.ts';
import { termTokens } from '../../measures/words.ts';

/** Whole-word, case-insensitive occurrences of a phrase; a Hebrew phrase may carry prefix letters. */
export function countPhrase(text: string, phrase: string): number {
  const trimmed = phrase.trim();
  if (trimmed === '') return 0;
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const prefix = hasHebrew(trimmed) ? '[ובהכלמש]{0,3}' : '';
  return (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${prefix}${escaped}(?![\\p{L}\\p{N}])`, 'giu')) ?? [])
    .length;
}

/** Occurrences of a single word in any of its forms (by lemma); a phrase as written. */
export function countAnyForm(text: string, term: string): number {
  const words = termTokens(term);
  if (words.length !== 1 || hasHebrew(term)) return countPhrase(text, term);
  const word = words[0] ?? '';
  const lemma = lemmaOf(word);
  return termTokens(text).filter((token) => lemmaOf(token) === lemma || isPlainForm(token, word)).length;
}

/**
 * A plain inflection of a short word the lemma key misses ("faded" of "fade", "fading", "fades"):
 * a student who counted "fade" twice for "fade" and "faded" was told it appears once.
 */
function isPlainForm(token: string, word: string): boolean {
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  return token !== word && [`${word}s`, `${word}es`, `${stem}ed`, `${stem}ing`].includes(token);
}

/** Paragraphs: the text's non-empty lines (a pasted text keeps one paragraph a line). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
