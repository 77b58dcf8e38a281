// The built-in coach's feedback on a question about the student's own text (Coherence and
// Critical Thinking, docs/exercises.md "How the coach decides"). A question's rules look at the
// text under work and at the student's answer and return findings (findings/finding.ts): what
// was found, where, and the message that says it. Only what holds on fresh walks has a rule: a
// bare "This" opening a sentence, and whether the summary states its question and carries the
// answer's figures; the questions the text raises (its words, abbreviations and certainty words,
// feedback/half-life-feedback.ts readerQuestions) at every question. What needs
// meaning is the LLM coach's where one is configured; otherwise the question itself teaches it,
// and the coach adds no line of its own (no filler).

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
