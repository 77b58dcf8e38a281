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

/** A token with a letter or a digit in it; a spaced dash, a bullet or "&" alone is punctuation. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The word count every counter shows and every word range is checked against: the number of
 * whitespace-separated tokens holding a letter or a digit (docs/product.md §5), so "see
 * www.x.org, 2024!" is three words, "a\u0085b" two, and "warm – wet" two: an instructor counts
 * no word in a dash, and a Hebrew sentence's two spaced dashes had made it "too long".
 */
export function countWords(text: string): number {
  return text.split(WORD_SEPARATORS).filter((token) => WORD_CHARACTER.test(token)).length;
}
