// Finding the remarks of the coach's feedback messages (remarks.ts): which line of each message
// is which finding's rendering. Runs where the coach speaks (turn.ts), with the catalogues.
import { htmlToPlainText } from '../markup/html.ts';
import { writtenLanguage, type CoachLanguage } from '../i18n/language.ts';
import type { Finding } from '../findings/finding.ts';
import { EXCERPT_LIMIT, LINE_BREAK, type CoachRemark } from '../findings/remarks.ts';
import { renderMessage } from './render.ts';

export interface RemarkPlace {
  stage: number;
  field: string;
  /** The text the coach judged: the spans are offsets into it. */
  judgedText: string;
  language: CoachLanguage;
}

function renderedOrNull(item: Finding, language: CoachLanguage): string | null {
  try {
    return renderMessage(item.message, language).trim();
  } catch {
    // A finding whose key the catalogue lacks (a model's) has no line of its own to mark.
    return null;
  }
}

function remarkOf(item: Finding, line: number, place: RemarkPlace): CoachRemark {
  const remark: CoachRemark = { line, kind: item.kind, stage: place.stage, field: place.field };
  const span = item.span;
  if (span && span.start >= 0 && span.end >= span.start && span.end <= place.judgedText.length) {
    remark.start = span.start;
    remark.end = span.end;
    const excerpt = place.judgedText.slice(span.start, span.end).slice(0, EXCERPT_LIMIT);
    if (excerpt !== '') remark.excerpt = excerpt;
  }
  if (item.subject !== undefined) {
    remark.subject = item.subject;
    remark.language = writtenLanguage(place.judgedText);
  }
  return remark;
}

/** The kind of a line of feedback that is no finding's (a model's rewrite): a remark all the same. */
export const NOT_A_FINDING_KIND = 'chat.notAFinding';

/**
 * Lines that are no remark: a heading over the remarks ("For your next version, …:",
 * "<strong>Logos</strong>"), and a summary line of figures alone (kinds "summary.*": the score and
 * the word count). A summary line that also says checks the text passed (its parts: "Your
 * sentences suit …", "Your issue and resolutions deal with …") makes claims the writer may find
 * wrong, so it is a remark like any other (docs/exercises.md "Summary claims are scored").
 */
export function isHeading(line: string): boolean {
  return /^<strong>[^<]*<\/strong>$/u.test(line) || htmlToPlainText(line).endsWith(':');
}
const isFiguresOnly = (item: Finding) => item.kind.startsWith('summary.') && (item.parts?.length ?? 0) === 0;

/**
 * The remarks of each message: a line that is a finding's rendering gets that finding, each
 * finding used once, in order; any other line but a heading (a model's rewrite) is a remark of
 * the kind NOT_A_FINDING_KIND, without a span, so that nothing the writer reads escapes a report.
 * Headings and a summary line of figures alone get none.
 */
export function remarksOfMessages(messages: readonly string[], findings: readonly Finding[], place: RemarkPlace): CoachRemark[][] {
  const pending = findings.map((item) => ({ item, rendered: renderedOrNull(item, place.language) }));
  return messages.map((message) =>
    message.split(LINE_BREAK).flatMap((line, index): CoachRemark[] => {
      const trimmed = line.trim();
      if (trimmed === '') return [];
      const found = pending.findIndex((entry) => entry.rendered === trimmed);
      if (found < 0) return isHeading(trimmed) ? [] : [{ line: index, kind: NOT_A_FINDING_KIND, stage: place.stage, field: place.field }];
      const [entry] = pending.splice(found, 1);
      return entry && !isFiguresOnly(entry.item) ? [remarkOf(entry.item, index, place)] : [];
    }),
  );
}
