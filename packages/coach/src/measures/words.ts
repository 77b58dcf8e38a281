// Word tokens for the text measures: letters or digits with inner apostrophes or hyphens,
// lowercased. (Word *counts* for word ranges are whitespace tokens, see word-count.ts; these
// tokens are for finding terms, not for counting against a target.)

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function wordTokens(text: string): string[] {
  return (text.match(wordPattern) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'"));
}

/**
 * An acronym of two to five capitals ("LED", "LEDs", "DNA"): lowercased, "LED" was the verb "led"
 * (the past of "lead") and "LEDs" another word, so a walk about lamps had "lead" counted eight
 * times and its most repeated term missed. A longer word in capitals is emphasis ("CHROMATIN").
 */
const acronym = /^(\p{Lu}{2,5})s?$/u;

/** Word tokens for counting terms: as wordTokens, but an acronym kept in capitals without its plural "s". */
export function termTokens(text: string): string[] {
  return (text.match(wordPattern) ?? []).map((word) => acronym.exec(word)?.[1] ?? word.toLowerCase().replace(/’/g, "'"));
}

/** Whether a term token is an acronym (termTokens keeps those in capitals). */
export const isAcronymToken = (token: string): boolean => /^\p{Lu}{2,5}$/u.test(token);

/**
 * Each phrase's pattern, made once: the measures test the same few hundred phrases (connectors,
 * markers, verbs) against every answer, and building the pattern each time was most of an
 * exercise turn's measuring. Bounded, in case a caller passes phrases of its own.
 */
const phrasePatterns = new Map<string, RegExp>();
const MAX_PHRASE_PATTERNS = 5000;

function phrasePattern(phrase: string): RegExp {
  let pattern = phrasePatterns.get(phrase);
  if (pattern === undefined) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    // No g or y flag: test() then keeps no state between texts.
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
    if (phrasePatterns.size >= MAX_PHRASE_PATTERNS) phrasePatterns.clear();
    phrasePatterns.set(phrase, pattern);
  }
  return pattern;
}

/** Whether the phrase occurs in the text as whole words, case-insensitively. */
export function containsPhrase(text: string, phrase: string): boolean {
  return phrasePattern(phrase).test(text);
}
