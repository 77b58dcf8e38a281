// What a built-in rule is (docs/exercises.md "Adding a kind"): the kind its check makes, with its
// messages (its folder's kind.ts), the feedback point it runs at, its place among that point's
// rules, its check, a function of the point's context, and where its labelled cases are. Each
// rule kind is one folder (areas/<area>/<kind>/: kind.ts, rule.ts); feedback/rules.ts lists the
// rules and runs a point's checks in the order the modules declare.
import type { AudienceProfile } from '../engine/audience.ts';
import type { FeedbackRequest, JargonAnalysis, QuestionContext } from '../engine/coach.ts';
import type { TextMeasures } from './sentences/text-measures.ts';
import type { AskedQuestion } from '../engine/asked-before.ts';
import type { Finding } from '../findings/finding.ts';
import type { RemarkKind, RuleKind } from '../findings/kind-definition.ts';
import type { CoachLanguage } from '../i18n/language.ts';

/** A request and what every point reads of it. */
export interface RequestContext {
  request: FeedbackRequest;
  text: string;
  language: CoachLanguage;
  /** The questions not to ask again in the session. */
  asked: readonly AskedQuestion[];
}

/** A text read for its readers: the jargon analysis, the readers' profile and their label in the language. */
export interface ReadersContext extends RequestContext {
  analysis: JargonAnalysis;
  profile: AudienceProfile;
  readers: string;
}

/** A text written for readers, with its sentence measures. */
export interface TextContext extends ReadersContext {
  measures: TextMeasures;
}

/** A question about the student's own text (Coherence, Critical Thinking). */
export interface QuestionRuleContext {
  text: string;
  question: QuestionContext;
  language: CoachLanguage;
}

/**
 * Where a rule runs, with what it reads there:
 * - `readerQuestions`: the questions a text for readers raises, at a text written for readers and
 *   at a question about the text;
 * - `textForReaders`: the rest of a text written for readers, after its questions;
 * - `question`: a question about the student's own text;
 * - `ethos`: the ethos point of Persuasion and Rhetorics.
 */
export interface PointContexts {
  readerQuestions: ReadersContext;
  textForReaders: TextContext;
  question: QuestionRuleContext;
  ethos: RequestContext;
}

export type FeedbackPoint = keyof PointContexts;

export interface RuleModule<P extends FeedbackPoint = FeedbackPoint> {
  /** The kind its check makes: it runs only where that kind is shown. */
  readonly kind: RuleKind<RemarkKind>;
  /** Its labelled cases, a file of the package's evaluation data, or why it has none yet. */
  readonly cases: `eval/cases/${string}.ts` | { readonly none: string };
  /** Its remarks name words that lower the score, so the figures add the score's target. */
  readonly namesScoreWords?: true;
  readonly runsAt: P;
  /** Its place among the rules of its point, lowest first: the order the remarks are said in. */
  readonly order: number;
  check(context: PointContexts[P]): Finding[];
}

/** A rule module of any point, as the registry lists them. */
export type AnyRuleModule = { [P in FeedbackPoint]: RuleModule<P> }[FeedbackPoint];

/** A rule module, its point's context type checked against its check. */
export const ruleModule = <P extends FeedbackPoint>(rule: RuleModule<P>): RuleModule<P> => rule;
