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
  const forms = lookupForms(word, language);
  // An Arabic adjective of relation is its noun's word ("حجرة ماغمية", a magma chamber: الماغما).
  const nouns = language === 'ar' ? forms.flatMap((form) => /^(\p{L}{4,})(?:ية|ي)$/u.exec(form)?.[1] ?? []) : [];
  return [...forms, ...nouns].filter((form) => [...form].length >= MIN_SHARED_LETTERS);
}

/** Whether two sets of forms name one word. */
export function sharesForm(forms: readonly string[], others: ReadonlySet<string>): boolean {
  return forms.some((form) => others.has(form));
}

/** The text's words with their forms, for the last text asked about: one feedback asks of many words in one text. */
let lastWords: { text: string; language: WordLanguage; words: { span: TextSpan; forms: string[] }[] } | null = null;

function wordsWithForms(text: string, language: WordLanguage): { span: TextSpan; forms: string[] }[] {
  if (lastWords?.text === text && lastWords.language === language) return lastWords.words;
  // A hyphenated word is one use ("הפוסט-סינפטי"), as the measure reads it.
  const words = [...text.matchAll(/[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}'’]+)*/gu)].map((match) => ({
    span: { start: match.index, end: match.index + match[0].length },
    forms: sameWordForms(match[0], language),
  }));
  lastWords = { text, language, words };
  return words;
}

/** Every place the text uses the word in any of its forms (the word's own uses included). */
export function usesOfWord(text: string, word: string, language: WordLanguage): TextSpan[] {
  const forms = new Set(sameWordForms(word, language));
  return wordsWithForms(text, language)
    .filter((each) => sharesForm(each.forms, forms))
    .map((each) => ({ ...each.span }));
}
