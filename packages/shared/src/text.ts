// Rules about text that several packages and both apps apply, each defined once here.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/g;
const HAS_HTML_SPECIAL = /[&<>"']/;

/** Escapes the five characters that matter in HTML text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  // Most texts (a word, a space) have none: a test is cheaper than a replace that finds nothing.
  return HAS_HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIAL, (char) => HTML_ESCAPES[char] ?? char) : text;
}

/**
 * What separates words: JavaScript's `\s` (spaces, tabs, line breaks, no-break spaces, the
 * Unicode space separators, U+2028/U+2029, U+FEFF) and U+0085 NEXT LINE, which Unicode counts
 * as white space and a line break but `\s` leaves out. The De-Jargonizer's tokenizer splits
 * words on the same characters.
 */
const WORD_SEPARATORS = /[\s\u0085]+/u;

/**
 * The De-Jargonizer's count under the text (docs/product.md §5, the original's rule): the number of
 * whitespace-separated tokens, so "see www.x.org, 2024!" is three words and "a\u0085b" two.
 */
export function countWords(text: string): number {
  return text.split(WORD_SEPARATORS).filter((token) => token !== '').length;
}

/** A token with a letter or a digit in it; a spaced dash, a bullet or "&" alone is punctuation. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The exercises' word count (the chat's counter, the word ranges, the coach's sentence lengths):
 * whitespace tokens holding a letter or a digit, so "warm – wet" is two words. An instructor counts
 * no word in a dash, and a Hebrew sentence's two spaced dashes had made it "too long".
 */
export function countWrittenWords(text: string): number {
  return text.split(WORD_SEPARATORS).filter((token) => WORD_CHARACTER.test(token)).length;
}
