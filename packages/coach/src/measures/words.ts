// Word tokens for the text measures: letters or digits with inner apostrophes or hyphens,
// lowercased. (Word *counts* for word ranges are whitespace tokens, see word-count.ts; these
// tokens are for finding terms, not for counting against a target.)

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function wordTokens(text: string): string[] {
  return (text.match(wordPattern) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'"));
}
