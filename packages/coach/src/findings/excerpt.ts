// What the coach quotes of a student's text: the whole of a short sentence or phrase, the
// start of a long one (docs/exercises.md "Answers"). A reply never carries back more of the
// student's text than this, however long the sentence. Shared by the areas' rules and the
// feedback that puts them together.
import type { CoachLanguage } from '../i18n/language.ts';
import { escapeAndIsolate } from '../i18n/catalogue-i18n.ts';
import { escapeHtml } from '../markup/html.ts';

/** The most characters of a student's sentence or phrase a message quotes: a sentence of about 30 words. */
export const EXCERPT_CHARACTERS = 200;

/** `text`, or its first words up to `limit` characters followed by " …". Plain text in, plain text out. */
export function excerpt(text: string, limit = EXCERPT_CHARACTERS): string {
  if (text.length <= limit) return text;
  let cut = text.slice(0, limit);
  // Never split a surrogate pair (an emoji, a rare CJK character).
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  // Cut at the last space when there is one in the second half; a single huge token is cut where it is.
  const space = cut.search(/\s\S*$/);
  if (space > limit / 2) cut = cut.slice(0, space);
  return `${cut.trimEnd()} …`;
}

/**
 * A sentence quoted where the message goes on after the quote (“… for example to “{{sentence}}”?”,
 * “in “{{sentence}}”, before …”): without its final stop, so the message's own punctuation does
 * not follow the sentence's (a walk had `."?`); an excerpt when long. Plain text in and out.
 */
export function quotedInline(sentence: string, limit = EXCERPT_CHARACTERS): string {
  return excerpt(withoutFinalStop(sentence), limit);
}

/** The sentence trimmed, without its final stop. */
export function withoutFinalStop(sentence: string): string {
  const trimmed = sentence.trim();
  let end = trimmed.length;
  while (end > 0 && '.!?؟…'.includes(trimmed.charAt(end - 1))) end -= 1;
  return trimmed.slice(0, end);
}

/** The quotation marks each language puts around a word or a phrase of the student's. */
export const quoteMarks: Readonly<Record<CoachLanguage, readonly [string, string]>> = {
  en: ['“', '”'],
  he: ['"', '"'],
  ar: ['«', '»'],
};

/**
 * The writer's words in the language's quote marks, cut at 120 characters, escaped as the chat
 * escapes and isolated where written the other way: one item of a list a message takes as HTML.
 */
export function quotedExcerptHtml(text: string, language: CoachLanguage): string {
  const [open, close] = quoteMarks[language];
  return `${open}${escapeAndIsolate(excerpt(text, 120), language, escapeHtml)}${close}`;
}
