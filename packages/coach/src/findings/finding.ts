// A finding is one checked remark of the coach (docs/exercises.md "How the coach decides"): its
// kind, the part of the text it rests on, and its message as a key with parameters, rendered in the
// site's language; kept with the turn, so the export and the evaluation read what was concluded.
import type { RemarkKind } from './kind-definition.ts';

/** A stretch of the text the finding is about, as UTF-16 offsets: text.slice(start, end). */
export interface TextSpan {
  start: number;
  end: number;
}

export interface Finding {
  /** What was found, dotted by area: one claim about the text, the unit of the evaluation's precision. */
  kind: RemarkKind;
  /** Where in the student's text the finding rests; null for a finding about the whole text. */
  span: TextSpan | null;
  /** The message's key in the findings catalogue (messages/*.ts) and its parameters. */
  message: FindingMessage;
  /** Who judged it: the built-in rules (also when absent) or the model (llm-findings.ts). */
  source?: FindingSource;
  /** A summary line's checks passed, each its own finding: said together, scored each alone by the evaluation. */
  parts?: readonly Finding[];
  /** What a question asks about, as written (“aquifer”): not asked again in the session (asked-before.ts). */
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
