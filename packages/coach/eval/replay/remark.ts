// A remark is one thing the coach says about the student's text: one finding, with its kind, its
// text as the chat shows it in the site's language, and the stretch of the answer it rests on.
// A feedback line that reaches the chat and is no finding's is a remark too, of the synthetic
// kind `chat.notAFinding`, so nothing the writer reads escapes the evaluation.
import type { Feedback, FeedbackRequest } from '../../src/engine/coach.ts';
import { createHash } from 'node:crypto';
import type { Finding } from '../../src/findings/finding.ts';
import { isRemarkKind, remarkKinds } from '../../src/kinds/kinds.ts';
import { renderMessage } from '../../src/kinds/render.ts';
import { htmlToPlainText } from '../../src/markup/html.ts';
import type { CoachLanguage } from '../../src/i18n/language.ts';

export const notAFindingKind = 'chat.notAFinding';
/** A heading over the remarks ("For your next version, writing for …:", "<strong>Logos</strong>"): no remark. */
export const headingKind = 'chat.heading';

/**
 * Whether a remark is one of the evaluation's: not a heading, and not a summary line as a whole
 * (kinds "summary.*": the score, the word count and the checks passed are one line).
 * Each check passed that the line says is a claim about the text, and can be false ("You explain
 * X" where nothing explains X), so it is a remark of its own: a part, scored under its own kind.
 * The figures (the score, "you used N words") are no part and stay out.
 */
export function isEvaluatedRemark(remark: Pick<Remark, 'kind' | 'partOf'>): boolean {
  if (remark.kind === headingKind) return false;
  // A prompt asks the writer to do something and claims nothing about the text, as a stage's prompt.
  if (isRemarkKind(remark.kind) && remarkKinds[remark.kind].form === 'prompt') return false;
  return !remark.kind.startsWith('summary.') || remark.partOf !== undefined;
}

function isHeading(html: string, line: string): boolean {
  return /^\s*<strong>[^<]*<\/strong>\s*$/u.test(html) || /:\s*$/u.test(line);
}

export interface Remark {
  kind: string;
  /** As the chat shows it, tags stripped, entities decoded, whitespace collapsed. */
  text: string;
  /** The part of the judged text the finding rests on; null for the whole text or a line that is no finding. */
  span: { start: number; end: number; quoted: string } | null;
  /** The finding came from the rules or the model; a line that is no finding has none. */
  source: 'rules' | 'llm' | null;
  /** For a check passed said in a summary line: the kind of that line ("summary.passed"). */
  partOf?: string;
  /**
   * What a label keys on besides walk, answer and kind (labels.ts): the span ("120-188") where the
   * finding rests on one; else its message key and parameters, hashed ("m:…"), which a reworded
   * message keeps; a line that is no finding by its text ("t:…").
   */
  anchor: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 12);

/** The anchor of a finding's remark (Remark.anchor). */
export function anchorOf(finding: Pick<Finding, 'span' | 'message'>): string {
  if (finding.span) return `${finding.span.start}-${finding.span.end}`;
  // `count` only picks a counted message's plural form (testing/plural-forms.ts): a copy of a figure the params hold.
  // Without the isolation of words written the other way (<bdi>): markup, not wording.
  const params = Object.entries(finding.message.params ?? {})
    .filter(([name]) => name !== 'count')
    .map(([name, value]) => [name, typeof value === 'string' ? value.replace(/<\/?bdi[^>]*>/gu, '') : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return `m:${digest(JSON.stringify([finding.message.key, params]))}`;
}

/** The anchor of a chat line that is no finding's. */
export const lineAnchor = (text: string) => `t:${digest(text)}`;

/** One line of chat as a label holds it. */
export function plainLine(html: string): string {
  return htmlToPlainText(html).replace(/\s+/g, ' ').trim();
}

function linesOf(html: string): string[] {
  return html
    .split(/<br\s*\/?>/i)
    .map(plainLine)
    .filter((line) => line !== '');
}

/**
 * The remarks of one feedback, in the order the chat shows them: each finding where its first
 * line appears, each line no finding says where it stands, and findings the chat does not show
 * (none, today) last.
 */
export function remarksOfFeedback(request: FeedbackRequest, feedback: Feedback, language: CoachLanguage): Remark[] {
  const remarkOf = (finding: Finding, lines: readonly string[]): Remark => {
    const span = finding.span ? { ...finding.span, quoted: request.text.slice(finding.span.start, finding.span.end) } : null;
    return { kind: finding.kind, text: lines.join(' '), span, source: finding.source ?? 'rules', anchor: anchorOf(finding) };
  };
  const findings = feedback.findings.map((finding) => {
    const lines = linesOf(renderMessage(finding.message, language));
    const remark = remarkOf(finding, lines);
    return { remark, lines, parts: (finding.parts ?? []).map((part) => partRemark(part, remark, remarkOf, language)) };
  });
  const said = new Set<number>();
  const remarks: Remark[] = [];
  const rawLines = feedback.messages.flatMap((message) =>
    message
      .split(/<br\s*\/?>/i)
      .filter((html) => plainLine(html) !== ''),
  );
  for (const html of rawLines) {
    const line = plainLine(html);
    const owner = findings.findIndex((item) => item.lines.includes(line));
    if (owner < 0) remarks.push({ kind: isHeading(html, line) ? headingKind : notAFindingKind, text: line, span: null, source: null, anchor: lineAnchor(line) });
    else if (!said.has(owner)) {
      said.add(owner);
      remarks.push(findings[owner]!.remark, ...findings[owner]!.parts);
    }
  }
  findings.forEach((item, index) => {
    if (!said.has(index)) remarks.push(item.remark, ...item.parts);
  });
  return remarks;
}

/**
 * One check passed of a summary line, rendered alone as the line renders it (a list item's bullet
 * dropped, as the Ethics line joins its concerns). Its text must be in the line's: a part is what
 * the writer reads, never a wording the chat does not show.
 */
function partRemark(part: Finding, line: Remark, remarkOf: (finding: Finding, lines: readonly string[]) => Remark, language: CoachLanguage): Remark {
  const remark = { ...remarkOf(part, linesOf(renderMessage(part.message, language))), partOf: line.kind };
  remark.text = remark.text.replace(/^•\s*/u, '');
  if (!line.text.includes(remark.text)) throw new Error(`The ${part.kind} part of a ${line.kind} line is not in it: "${remark.text}" / "${line.text}".`);
  return remark;
}
