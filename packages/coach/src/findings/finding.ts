// A finding is one checked remark of the coach (docs/exercises.md "How the coach decides"): what
// kind of thing was found, the part of the student's text it rests on, and the message that
// says it, as a key with parameters. The coach's chat messages are rendered from findings in
// the site's language (render.ts); findings are kept with the turn so the research export and
// the evaluation (packages/coach/eval) read what the coach concluded, not its wording.
import type { RemarkKind } from './kind-definition.ts';

/** A stretch of the text the finding is about, as UTF-16 offsets: text.slice(start, end). */
export interface TextSpan {
  start: number;
  end: number;
}

export interface Finding {
  /**
   * What was found, dotted by area: "logos.evidence", "logos.noEvidence", "ethos.credibility",
   * "criticalThinking.questionStated" … Kinds are the unit of the evaluation's precision and
   * recall, so one kind is one claim about the text.
   */
  kind: RemarkKind;
  /** Where in the student's text the finding rests; null for a finding about the whole text. */
  span: TextSpan | null;
  /** The message's key in the findings catalogue (messages/*.ts) and its parameters. */
  message: FindingMessage;
  /** Who judged it: the built-in rules (also when absent) or the model (llm-findings.ts). */
  source?: FindingSource;
  /**
   * A summary line's checks passed, each as its own finding ("pathos.valueNamed",
   * "ethics.named.consent", "summary.explained"): the chat says them together in the line, the
   * per-rule cases (eval/cases/evaluate.ts) still see each kind, and the walk evaluation renders and
   * scores each claim alone (eval/replay/remark.ts).
   */
  parts?: readonly Finding[];
  /**
   * What a question asks about, as the writer wrote it (“aquifer”, “fMRI”, “proves”): a word
   * asked about once in a session is not asked again (engine/asked-before.ts).
   */
  subject?: string;
}

export type FindingSource = 'rules' | 'llm';

export interface FindingMessage {
  key: string;
  /** Values for the message's {{placeholders}}; strings are escaped when rendered. */
  params?: Readonly<Record<string, string | number>>;
}

export function finding(kind: RemarkKind, message: FindingMessage, span: TextSpan | null = null): Finding {
  return { kind, span, message };
}

/** The span of `part` inside `text`, searching from `from`; null when it is not there. */
export function spanOf(text: string, part: string, from = 0): TextSpan | null {
  if (part === '') return null;
  const start = text.indexOf(part, from);
  return start < 0 ? null : { start, end: start + part.length };
}
