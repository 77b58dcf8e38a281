// The measure's rare words as the writer wrote them, read by the areas that name words (the
// rare-word question, areas/jargon/; the spelling remark, areas/spelling/) and by the built-in
// coach's word list: each word once (`wordKey`, `distinct`), the rarest first (`rarestFirst`),
// and its form and place in the text (`asWritten`).
import type { JargonAnalysis } from '../engine/coach.ts';
import type { TextSpan } from '../findings/finding.ts';
export interface WrittenWord {
  /** As the student wrote it ("CRISPR"; a capital that only starts a sentence dropped). */
  word: string;
  /** The measure's form (rareWords holds it). */
  measured: string;
  span: TextSpan | null;
}

/**
 * What makes two listed words one: the lowercase word, and for Hebrew the word behind its prefix
 * letters (ו ה ב כ ל מ ש, at most three, three letters left), so האלמוגים, שהאלמוגים and
 * מאלמוגים are named once.
 */
export function wordKey(word: string): string {
  if (!/[\u05d0-\u05ea]/.test(word)) return word.toLowerCase();
  let stem = word;
  for (let letters = 0; letters < 3 && stem.length > 3 && 'ובכלמשה'.includes(stem.charAt(0)); letters++) stem = stem.slice(1);
  return stem;
}

/**
 * The words once each by `wordKey`, and an English plural once with its singular when both are
 * listed ("perovskites, perovskite" was one word named twice in one question on a walk).
 */
export function distinct(words: readonly string[]): string[] {
  const listed = new Set(words.map(wordKey));
  const keyOf = (word: string) => {
    const key = wordKey(word);
    if (/[\u05d0-\u05ea]/u.test(key)) return key;
    const singular = [key.replace(/ies$/u, 'y'), key.replace(/es$/u, ''), key.replace(/s$/u, '')].find(
      (form) => form !== key && form.length >= 3 && listed.has(form),
    );
    return singular ?? key;
  };
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = keyOf(word);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The rare words the coach names, each once: not an inflected form of a common word ("cores"
 * beside "core"), which the coach looks up by its base form (`commonByBase`).
 */
export function namedRareWords(analysis: JargonAnalysis): string[] {
  const byBase = new Set(analysis.commonByBase ?? []);
  return distinct(analysis.rareWords).filter((word) => !byBase.has(word));
}

/** Distinct rare words the coach names, the rarest first (ties keep the text's order). */
export function rarestFirst(analysis: JargonAnalysis): string[] {
  return namedRareWords(analysis)
    .map((word, index) => ({ word, index, frequency: analysis.frequency(word) }))
    .sort((a, b) => a.frequency - b.frequency || a.index - b.index)
    .map(({ word }) => word);
}

/**
 * The word as the student wrote it ("CRISPR", "mRNA", not the measure's "crispr"), and where.
 * A capital that only starts a sentence is not the word's own: "Methylation …" is "methylation".
 */
export function asWritten(text: string, measured: string): WrittenWord {
  let first: WrittenWord | null = null;
  for (const start of usesOf(text, measured)) {
    const span = { start, end: start + measured.length };
    const form = text.slice(span.start, span.end);
    const capitalOnly = /^\p{Lu}[\p{Ll}'’-]*$/u.test(form);
    const atSentenceStart = sentenceStartsAt(text, start);
    const word = capitalOnly && atSentenceStart ? form.toLowerCase() : form;
    first ??= { word, measured, span };
    if (!(capitalOnly && atSentenceStart)) return { word, measured, span };
  }
  return first ?? { word: measured, measured, span: null };
}

/**
 * Where the word stands alone in the text, any case. Searched in the lower-case text, not by a
 * case-blind pattern per word: a text's forty words each compiled and matched over it were a
 * quarter of the coach's time on a turn. The pattern stays for a text or word whose lower case
 * changes its length ("İ").
 */
function* usesOf(text: string, measured: string): Generator<number> {
  const lower = text.toLowerCase();
  const needle = measured.toLowerCase();
  if (lower.length !== text.length || needle.length !== measured.length || needle === '') {
    const escaped = measured.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'))) yield match.index;
    return;
  }
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (LETTER_OR_DIGIT_AT_END.test(text.slice(Math.max(0, at - 2), at)) || LETTER_OR_DIGIT_AT_START.test(text.slice(end, end + 2))) continue;
    yield at;
    at = end - 1;
  }
}

const LETTER_OR_DIGIT_AT_END = /[\p{L}\p{N}]$/u;
const LETTER_OR_DIGIT_AT_START = /^[\p{L}\p{N}]/u;

/** Whether a sentence starts at the offset; reads at most 40 characters before it, so a long text stays linear. */
export function sentenceStartsAt(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 40), offset);
  if (offset <= 40 && before.trim() === '') return true;
  return /(?:[.!?…:]["'”’)]*\s+|\n\s*)$/u.test(before);
}
