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
  const escaped = measured.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  let first: WrittenWord | null = null;
  for (const match of text.matchAll(pattern)) {
    const span = { start: match.index, end: match.index + match[0].length };
    const form = match[0];
    const capitalOnly = /^\p{Lu}[\p{Ll}'’-]*$/u.test(form);
    const atSentenceStart = sentenceStartsAt(text, match.index);
    const word = capitalOnly && atSentenceStart ? form.toLowerCase() : form;
    first ??= { word, measured, span };
    if (!(capitalOnly && atSentenceStart)) return { word, measured, span };
  }
  return first ?? { word: measured, measured, span: null };
}

/** Whether a sentence starts at the offset; reads at most 40 characters before it, so a long text stays linear. */
export function sentenceStartsAt(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 40), offset);
  if (offset <= 40 && before.trim() === '') return true;
  return /(?:[.!?…:]["'”’)]*\s+|\n\s*)$/u.test(before);
}
