// Word tokens for the text measures: letters or digits with inner apostrophes or hyphens,
// lowercased. (Word *counts* for word ranges are whitespace tokens, see word-count.ts; these
// tokens are for finding terms, not for counting against a target.)

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function wordTokens(text: string): string[] {
  return (text.match(wordPattern) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'"));
}

/** Whether the phrase occurs in the text as whole words, case-insensitively. */
export function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
