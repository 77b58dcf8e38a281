// Remarks: which line of a coach's chat message says which finding (docs/exercises.md "Reporting
// a wrong remark"). A feedback message is its findings' rendered lines joined by <br />, with
// headings between them; each line that is a finding's rendering is marked with the finding's
// kind, its span of the judged text (and that stretch of text), the stage that was answered and
// the history field of the answer. The web client puts a "this remark is wrong" control on
// exactly those lines. Free of zod and of the message catalogues: the browser reads remarks with
// this module; mark-remarks.ts finds them when the coach speaks.
import { pickFields } from '@scicomm/shared/wire-casing';

export interface CoachRemark {
  /** The line of the message (split at <br />, counting from 0) that says the finding. */
  line: number;
  kind: string;
  /** The finding's span of the judged text, as UTF-16 offsets; absent for the whole text. */
  start?: number;
  end?: number;
  /** The stage whose answer the coach judged. */
  stage: number;
  /** The history field of that answer (coachFindings' key, findings/stored.ts). */
  field: string;
  /** The judged text's stretch of the span, at most EXCERPT_LIMIT characters. */
  excerpt?: string;
  /** What a question asks about (Finding.subject): the word its answers are about. */
  subject?: string;
  /** The writer's one-tap answer to a question, sent back with the conversation. */
  answer?: QuestionAnswer;
  /** A question's text language, by its letters: its answers are counted per language. */
  language?: RemarkLanguage;
}

export const REMARK_LANGUAGES = ['en', 'he', 'ar'] as const;
export type RemarkLanguage = (typeof REMARK_LANGUAGES)[number];
const isRemarkLanguage = (value: unknown): value is RemarkLanguage => REMARK_LANGUAGES.includes(value as RemarkLanguage);

/** The writer's answers to a question: the readers know it (not asked again), or the writer will change it. */
export const QUESTION_ANSWERS = ['readersKnow', 'willChange'] as const;
export type QuestionAnswer = (typeof QUESTION_ANSWERS)[number];
const isQuestionAnswer = (value: unknown): value is QuestionAnswer => QUESTION_ANSWERS.includes(value as QuestionAnswer);

/** The wire form of a remark (capitalized names, as the message's own fields). */
export type WireRemark = { [Name in keyof CoachRemark as Capitalize<Name>]: CoachRemark[Name] };

export const EXCERPT_LIMIT = 300;
export const REMARK_KIND_LIMIT = 100;
const FIELD_LIMIT = 100;
export const SUBJECT_LIMIT = 100;

/** The separator of a message's lines, as the coach joins them. */
export const LINE_BREAK = '<br />';

export function toWireRemark(remark: CoachRemark): WireRemark {
  return {
    Line: remark.line,
    Kind: remark.kind,
    ...(remark.start !== undefined && remark.end !== undefined ? { Start: remark.start, End: remark.end } : {}),
    Stage: remark.stage,
    Field: remark.field,
    ...(remark.excerpt !== undefined ? { Excerpt: remark.excerpt } : {}),
    ...(remark.subject !== undefined ? { Subject: remark.subject } : {}),
    ...(remark.answer !== undefined ? { Answer: remark.answer } : {}),
    ...(remark.language !== undefined ? { Language: remark.language } : {}),
  };
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isShortText = (value: unknown, limit: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= limit;

function readRemark(raw: unknown): CoachRemark | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const fields = pickFields(raw as Record<string, unknown>, ['line', 'kind', 'start', 'end', 'stage', 'field', 'excerpt', 'subject', 'answer', 'language']);
  const { line, kind, start, end, stage, field, excerpt, subject, answer, language } = fields;
  if (!isWhole(line) || !isShortText(kind, REMARK_KIND_LIMIT) || !isWhole(stage) || !isShortText(field, FIELD_LIMIT)) return null;
  const remark: CoachRemark = { line, kind, stage, field };
  if (isWhole(start) && isWhole(end) && end >= start) {
    remark.start = start;
    remark.end = end;
  }
  if (typeof excerpt === 'string' && excerpt !== '') remark.excerpt = excerpt.slice(0, EXCERPT_LIMIT);
  if (isShortText(subject, SUBJECT_LIMIT)) remark.subject = subject;
  if (isQuestionAnswer(answer)) remark.answer = answer;
  if (isRemarkLanguage(language)) remark.language = language;
  return remark;
}

/**
 * A message's remarks in any casing; what cannot be read as a remark is left out rather than
 * refused, since remarks only say where a report control goes (older clients send none).
 */
export function readRemarks(value: unknown): CoachRemark[] {
  if (!Array.isArray(value)) return [];
  return value.map(readRemark).filter((remark): remark is CoachRemark => remark !== null);
}
