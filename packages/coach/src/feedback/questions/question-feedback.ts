// The built-in coach's feedback on a question about the student's own text (Coherence and
// Critical Thinking, docs/exercises.md "Feedback on Coherence and Critical Thinking
// questions"). Each question's rules look at the text under work and at the student's table or
// answer and return findings (findings/finding.ts): what was found, where, and the message that
// says it. The feedback is the first three findings rendered in the request's language.
// Rules that rest on English word lists are not applied to a Hebrew text; what remains there
// (figures, paragraphs, connectors) is checked, and otherwise the coach says it has no remark.

import type { QuestionContext } from '../../coaches/coach.ts';
import type { Finding } from '../../findings/finding.ts';
import { finding } from '../../findings/finding.ts';
import { renderFindings, renderMessage } from '../../findings/render.ts';
import { shownFor, type ShownKinds } from '../../findings/shown.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import { adverbsRemarks } from './coherence/adverbs.ts';
import { connectorsRemarks } from './coherence/connectors.ts';
import { keyTermsRemarks } from './coherence/key-terms.ts';
import { pronounsRemarks } from './coherence/pronouns.ts';
import { verbsRemarks } from './coherence/verbs.ts';
import { conclusionsRemarks } from './critical-thinking/conclusions.ts';
import { informationRemarks } from './critical-thinking/information.ts';
import { purposeRemarks } from './critical-thinking/purpose.ts';
import { questionsRemarks } from './critical-thinking/questions.ts';
import { significanceRemarks } from './critical-thinking/significance.ts';
import type { Remark } from './remark.ts';
import { message, mostRemarks } from './remark.ts';

type QuestionRules = (text: string, question: QuestionContext) => Remark[];

const byQuestion: Readonly<Record<string, QuestionRules>> = {
  'coherence.keyTerms': keyTermsRemarks,
  'coherence.adverbs': adverbsRemarks,
  'coherence.pronouns': pronounsRemarks,
  'coherence.verbs': verbsRemarks,
  'coherence.connectors': connectorsRemarks,
  'criticalThinking.purpose': (text) => purposeRemarks(text),
  'criticalThinking.questions': (text, question) => questionsRemarks(text, question.answer ?? ''),
  'criticalThinking.information': (text, question) => informationRemarks(text, question.answer ?? ''),
  'criticalThinking.conclusions': (text, question) => conclusionsRemarks(text, question.answer ?? ''),
  'criticalThinking.significance': (text, question) => significanceRemarks(text, question.answer ?? ''),
};

const remarkFinding = (language: CoachLanguage) => (item: Remark) => finding(item.kind, message(item.key, item.params?.(language)), item.span);

/**
 * What the rules of a question conclude, before the chat's choice of what to show: the first
 * three, checks passed and stock lines included. The per-rule cases (eval/cases) test these.
 */
export function questionRuleFindings(text: string, question: QuestionContext, language: CoachLanguage = 'en'): Finding[] {
  return (byQuestion[question.id]?.(text, question) ?? []).slice(0, mostRemarks).map(remarkFinding(language));
}

/**
 * Checks the text passed ("your summary states its purpose near the start", "each adverb of
 * your table is in your text"): true, but nothing to change, so they are one summary line after
 * the remarks, not remarks of their own (docs/exercises.md "Say only what holds; ask the rest").
 */
const passedKinds = new Set([
  'coherence.keyTerms.kept',
  'coherence.adverbs.allPresent',
  'coherence.pronouns.clear',
  'coherence.verbs.varied',
  'coherence.verbs.pairsPresent',
  'criticalThinking.purposeStated',
  'criticalThinking.questionStated',
  'criticalThinking.figuresPresent',
  'criticalThinking.significanceStated',
]);

/**
 * What the coach concludes on a question, as findings with their messages in the language
 * (lists and counts in words depend on it): at most three remarks, the most specific first,
 * then the checks passed as one summary line (kind "summary.passed").
 */
export function questionFindings(
  text: string,
  question: QuestionContext,
  language: CoachLanguage = 'en',
  shown: ShownKinds = shownFor(text),
): Finding[] {
  const all = (byQuestion[question.id]?.(text, question) ?? []).filter((item) => shown(item.kind));
  const toFinding = remarkFinding(language);
  const remarks = all.filter((item) => !passedKinds.has(item.kind)).slice(0, mostRemarks).map(toFinding);
  const passed = all.filter((item) => passedKinds.has(item.kind)).map(toFinding);
  if (passed.length > 0) {
    const line = passed.map((item) => renderMessage(item.message, language)).join(' ');
    return [...remarks, { ...finding('summary.passed', { key: 'summary.line', params: { line } }), parts: passed }];
  }
  // Nothing found is said as a prompt to reread before revising, not a remark on the text: the
  // summary kind. Where no revision follows, there is nothing to say.
  if (remarks.length === 0) return question.noRevisionAfter ? [] : [finding('summary.noRemark', message('noRemark'))];
  return remarks;
}

/** The feedback on a question as one chat message (HTML, escaped) in the language: one line per finding. */
export function questionFeedback(text: string, question: QuestionContext, language: CoachLanguage = 'en'): string {
  return renderFindings(questionFindings(text, question, language), language);
}
