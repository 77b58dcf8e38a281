// What every question's rules build (question-feedback.ts): a remark, a finding whose message
// parameters may still need the language, and the helpers that fill those parameters (lists in
// quotes, "3 times") and read the student's table.

import type { TableAnswer } from '../../coaches/coach.ts';
import type { TextSpan } from '../../findings/finding.ts';
import type { RemarkKind } from '../../findings/kinds.ts';
import { spanOf } from '../../findings/finding.ts';
import { renderMessage } from '../../findings/render.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import type { Sentence } from '../../measures/sentences.ts';
import { excerpt } from '../excerpt.ts';

/** At most this many remarks per question: two or three sentences, as the flow asks. */
export const mostRemarks = 3;

export const message = (key: string, params?: Record<string, string | number>) =>
  params ? { key: `questions.${key}`, params } : { key: `questions.${key}` };



const conjunction: Readonly<Record<CoachLanguage, string>> = { en: ' and ', he: ' ו', ar: ' و' };
export const comma: Readonly<Record<CoachLanguage, string>> = { en: ', ', he: ', ', ar: '، ' };

/** “a”, “b” and “c” in the language; plain text (the renderer escapes it). */
export function quotedList(items: readonly string[], language: CoachLanguage): string {
  const quoted = items.map((item) => `“${excerpt(item)}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(comma[language])}${conjunction[language]}${quoted.at(-1) ?? ''}`;
}

/** "once", "twice", "3 times" in the language. */
export function times(n: number, language: CoachLanguage = 'en'): string {
  if (n === 1) return renderMessage(message('times.once'), language);
  if (n === 2) return renderMessage(message('times.twice'), language);
  return renderMessage(message('times.many', { count: n }), language);
}

export const cell = (row: readonly string[], index: number) => (row[index] ?? '').trim();
export const rowsOf = (table: TableAnswer | undefined) =>
  (table?.rows ?? []).filter((row) => row.some((value) => value.trim() !== ''));

/** A finding whose parameters still need the language (lists, "3 times"): built when rendered. */
export interface Remark {
  kind: RemarkKind;
  span: TextSpan | null;
  key: string;
  params?: (language: CoachLanguage) => Record<string, string | number>;
}

export const remark = (
  kind: RemarkKind,
  key: string,
  params?: Remark['params'],
  span: TextSpan | null = null,
): Remark => ({ kind, key, span, ...(params ? { params } : {}) });

export const sentenceSpan = (text: string, sentence: Sentence | undefined) =>
  sentence ? spanOf(text, sentence.text) : null;
