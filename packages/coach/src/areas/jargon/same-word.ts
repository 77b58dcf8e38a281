// One word in its several forms in a text ("קיוביטים", "בקיוביטים", "קיוביט"; "heatwave",
// "heatwaves"): forms are the same word when they share a lookup form of the multi-source
// frequencies (a base, a form without prefixes, clitics or endings). A shared form of fewer than
// four letters says nothing: short bases of unrelated words meet.
import { lookupForms } from '@scicomm/jargon/word-frequencies';
import type { TextSpan } from '../../findings/finding.ts';
import type { WordLanguage } from '../../measures/word-lists.ts';

const MIN_SHARED_LETTERS = 4;

/** The forms by which a word is the same as another. */
export function sameWordForms(word: string, language: WordLanguage): string[] {
  return lookupForms(word, language).filter((form) => [...form].length >= MIN_SHARED_LETTERS);
}

/** Whether two sets of forms name one word. */
export function sharesForm(forms: readonly string[], others: ReadonlySet<string>): boolean {
  return forms.some((form) => others.has(form));
}

/** Every place the text uses the word in any of its forms (the word's own uses included). */
export function usesOfWord(text: string, word: string, language: WordLanguage): TextSpan[] {
  const forms = new Set(sameWordForms(word, language));
  const uses: TextSpan[] = [];
  // A hyphenated word is one use ("הפוסט-סינפטי"), as the measure reads it.
  for (const match of text.matchAll(/[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}'’]+)*/gu)) {
    if (sharesForm(sameWordForms(match[0], language), forms)) uses.push({ start: match.index, end: match.index + match[0].length });
  }
  return uses;
}
