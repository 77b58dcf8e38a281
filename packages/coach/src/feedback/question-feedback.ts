// The built-in coach's feedback on a question about the student's own text (Coherence and
// Critical Thinking, docs/exercises.md "How the coach decides"): the findings of the rules at
// `question`, over the text under work and the answer, with the questions the text raises. What
// needs meaning is the LLM coach's; otherwise the question itself teaches it (no filler).

import type { QuestionContext } from '../engine/coach.ts';
import type { Finding } from '../findings/finding.ts';
import { finding } from '../findings/finding.ts';
import { kindDefinition } from '../kinds/kinds.ts';
import { renderMessage } from '../kinds/render.ts';
import { shownFor, type ShownKinds } from '../kinds/shown.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { runRules } from './rules.ts';

/**
 * What the coach concludes on a question: its remarks with the questions the text raises
 * (`questions`: its words, abbreviations and certainty words, found by the caller), and only
 * without a remark the checks passed as one line ("your summary says what the work asks", kind
 * "summary.passed"), else nothing (docs/exercises.md "No filler").
 */
export function questionFindings(
  text: string,
  question: QuestionContext,
  language: CoachLanguage = 'en',
  shown: ShownKinds = shownFor(text),
  questions: readonly Finding[] = [],
): Finding[] {
  const all = [...runRules('question', { text, question, language }, shown), ...questions].filter((item) => shown(item.kind));
  const isPassed = (item: Finding) => kindDefinition(item.kind).form === 'praise';
  const remarks = all.filter((item) => !isPassed(item));
  if (remarks.length > 0) return remarks;
  const passed = all.filter(isPassed);
  if (passed.length > 0) {
    const line = passed.map((item) => renderMessage(item.message, language)).join(' ');
    return [{ ...finding('summary.passed', { key: 'summary.line', params: { line } }), parts: passed }];
  }
  return [];
}
