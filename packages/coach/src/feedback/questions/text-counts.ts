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

/**
 * Occurrences of a single word in any of its forms (by lemma); an English phrase as written; a
 * Hebrew word or phrase in its inflected forms (hebrewForms).
 */
export function countAnyForm(text: string, term: string): number {
  if (hasHebrew(term)) return countHebrewForms(text, term);
  const words = termTokens(term);
  if (words.length !== 1) return countPhrase(text, term);
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

const hebrewWord = /^[\u05d0-\u05ea]+$/u;
const finalLetters: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const finalOf: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
/** A stem that takes a suffix: its last letter in its middle form ("רך" → "רכ" of "רכים"). */
const beforeSuffix = (stem: string) => stem.slice(0, -1) + (finalLetters[stem.slice(-1)] ?? stem.slice(-1));
/** A stem that ends the word: its last letter in its final form ("משקע", "רכ" → "רך"). */
const asWord = (stem: string) => stem.slice(0, -1) + (finalOf[stem.slice(-1)] ?? stem.slice(-1));

/**
 * The forms a writer counts as one Hebrew noun or adjective: a feminine word in ה with its
 * construct state in ת and its plural in ות ("רעידה", "רעידת", "רעידות"), a masculine one with its
 * plural in ים and construct plural in י ("משקע", "משקעים", "משקעי"), from whichever form the table
 * gives. A stem keeps three letters at least ("בית" is no feminine word), and a word with other
 * characters (a geresh, a hyphen) is only itself. Prefix letters are countPhrase's.
 */
function hebrewForms(word: string): string[] {
  if (!hebrewWord.test(word)) return [word];
  const feminine = /^(.{3,}?)(?:ות|ה|ת)$/u.exec(word);
  if (feminine) {
    const stem = beforeSuffix(feminine[1] ?? '');
    return [`${stem}ה`, `${stem}ת`, `${stem}ות`];
  }
  const plural = /^(.{3,}?)(?:ים|י)$/u.exec(word);
  const stem = beforeSuffix(plural ? (plural[1] ?? '') : word);
  return [asWord(stem), `${stem}ים`, `${stem}י`];
}

const escapeForPattern = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A Hebrew word or phrase in the forms a writer counts as one term: each word in its inflected
 * forms, the first behind prefix letters and a later one behind the article ("רעידת האדמה" and
 * "רעידות אדמה" of "רעידת אדמה"). A walk had a student's right count of five called "0 times".
 * Verbs of the same root ("מגבירים" of "הגברה") are other words, as in English.
 */
function countHebrewForms(text: string, phrase: string): number {
  const words = phrase.trim().split(/\s+/u).filter((word) => word !== '');
  if (words.length === 0) return 0;
  // A word the table gives with its article ("העמק") is counted behind other prefix letters too
  // ("בעמק", where the article is elided).
  const formsOf = (word: string) => [...new Set([word, ...(/^ה[\u05d0-\u05ea]{3,}$/u.test(word) ? [word.slice(1)] : [])].flatMap(hebrewForms))];
  const alternatives = words.map((word) => `(?:${formsOf(word).map(escapeForPattern).join('|')})`);
  const pattern = alternatives.map((forms, index) => (index === 0 ? `[ובהכלמש]{0,3}${forms}` : `ה?${forms}`)).join('\\s+');
  return (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'gu')) ?? []).length;
}

/** Paragraphs: the text's non-empty lines (a pasted text keeps one paragraph a line). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
