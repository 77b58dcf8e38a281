// Reports of wrong or unhelpful coach remarks (docs/exercises.md "Reporting a wrong remark"): a
// writer marks one remark of the coach in the chat, the end summary or a shared view, with an
// optional comment; the admins' page counts them per finding kind and per week. The server
// declares these as its route schemas (and OpenAPI from them); the web app takes its types here.
import { z } from 'zod';
import { EXERCISE_IDS } from './exercises.ts';

export const COACH_REPORT_REASONS = ['wrong', 'unhelpful'] as const;
export type CoachReportReason = (typeof COACH_REPORT_REASONS)[number];

/** Where the remark was shown when it was reported. */
export const COACH_REPORT_PLACES = ['chat', 'summary', 'shared'] as const;
export type CoachReportPlace = (typeof COACH_REPORT_PLACES)[number];

/** The exercise a report was made in: its id (exercises.ts). */
export const COACH_REPORT_EXERCISES = EXERCISE_IDS;

export const COACH_REPORT_COMMENT_MAX = 1000;
export const COACH_REPORT_REMARK_MAX = 2000;
export const COACH_REPORT_EXCERPT_MAX = 300;

const offset = z.number().int().nonnegative().max(1_000_000);

const coachReportFieldsSchema = z.object({
  exercise: z.enum(COACH_REPORT_EXERCISES),
  /** The stage whose answer the coach judged. */
  stage: z.number().int().nonnegative().max(200),
  /** The history field of that answer ("textLogos", "text120First" …). */
  field: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'Not a history field.'),
  /** The finding's kind ("logos.evidence" …). */
  kind: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, 'Not a finding kind.'),
  /** The finding's span of the student's text (UTF-16 offsets); both or neither. */
  start: offset.optional(),
  end: offset.optional(),
  reason: z.enum(COACH_REPORT_REASONS),
  place: z.enum(COACH_REPORT_PLACES),
  /** The remark as the writer read it (plain text). */
  remark: z.string().trim().min(1).max(COACH_REPORT_REMARK_MAX),
  /** The student's text at the span. */
  excerpt: z.string().max(COACH_REPORT_EXCERPT_MAX).optional(),
  comment: z.string().trim().max(COACH_REPORT_COMMENT_MAX).optional(),
  /** The session's taskId ("<uuid>.<signature>"), when the chat or summary has one. */
  taskId: z.string().max(200).optional(),
});

/** What the writer fills in: wrong or unhelpful, and an optional comment (the web form). */
export const coachReportFormSchema = coachReportFieldsSchema.pick({ reason: true, comment: true });
export type CoachReportForm = z.input<typeof coachReportFormSchema>;

export const createCoachReportBodySchema = coachReportFieldsSchema
  .refine((body) => (body.start === undefined) === (body.end === undefined), {
    message: 'Give both start and end, or neither.',
    path: ['end'],
  })
  .refine((body) => body.start === undefined || body.end === undefined || body.end >= body.start, {
    message: 'end must not be before start.',
    path: ['end'],
  });
export type CreateCoachReportBody = z.infer<typeof createCoachReportBodySchema>;

export const createCoachReportReplySchema = z.object({
  id: z.guid(),
  /** False when only the kind, span and counts were kept ("Don't Save Data", guests). */
  keptText: z.boolean(),
});
export type CreateCoachReportReply = z.infer<typeof createCoachReportReplySchema>;

/** The admins' view: the last `weeks` weeks (UTC, weeks start on Monday). */
export const coachReportsQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(104).default(12),
});

export const coachReportKindSchema = z.object({
  kind: z.string(),
  wrong: z.number().int().nonnegative(),
  unhelpful: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export const coachReportWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD (UTC). */
  week: z.string(),
  kind: z.string(),
  count: z.number().int().nonnegative(),
});

export const coachReportEntrySchema = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  exercise: z.string(),
  stage: z.number().int(),
  field: z.string(),
  kind: z.string(),
  reason: z.enum(COACH_REPORT_REASONS),
  place: z.enum(COACH_REPORT_PLACES),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
  /** Null when no text was kept. */
  remark: z.string().nullable(),
  excerpt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type CoachReportEntry = z.infer<typeof coachReportEntrySchema>;

/**
 * The writer's one-tap answer to a question of the coach (docs/exercises.md "Questions"): the
 * readers know the word (it is not asked again in the session), or the writer will change it.
 * Only the kind, the language of the text and the answer are kept: the answer is the question's
 * label in use, never the writer's words.
 */
export const QUESTION_ANSWERS = ['readersKnow', 'willChange'] as const;
export type QuestionAnswerChoice = (typeof QUESTION_ANSWERS)[number];
export const QUESTION_LANGUAGES = ['en', 'he', 'ar'] as const;

export const createQuestionAnswerBodySchema = z.object({
  exercise: z.enum(COACH_REPORT_EXERCISES),
  kind: coachReportFieldsSchema.shape.kind,
  /** The language the writer's text is written in (its letters), as the coach judged it. */
  language: z.enum(QUESTION_LANGUAGES),
  answer: z.enum(QUESTION_ANSWERS),
});
export type CreateQuestionAnswerBody = z.infer<typeof createQuestionAnswerBodySchema>;

/** Per question kind and language: how often writers answered each way. */
export const questionAnswerCountSchema = z.object({
  kind: z.string(),
  language: z.enum(QUESTION_LANGUAGES),
  readersKnow: z.number().int().nonnegative(),
  willChange: z.number().int().nonnegative(),
});
export type QuestionAnswerCount = z.infer<typeof questionAnswerCountSchema>;

export const coachReportsReplySchema = z.object({
  since: z.string(),
  total: z.number().int().nonnegative(),
  kinds: z.array(coachReportKindSchema),
  weeks: z.array(coachReportWeekSchema),
  /** The newest reports (at most 50). */
  recent: z.array(coachReportEntrySchema),
  /** The writers' answers to the coach's questions, per kind and language. */
  questionAnswers: z.array(questionAnswerCountSchema),
});
export type CoachReportsReply = z.infer<typeof coachReportsReplySchema>;

/** Whether you are an admin (the web app shows the admin page and its menu entry). */
export const adminAccessReplySchema = z.object({ admin: z.boolean() });
export type AdminAccessReply = z.infer<typeof adminAccessReplySchema>;
