// The reader-check API (docs/reader-check.md): a writer sends a text to real readers, who mark
// the words they don't know and answer a few questions; the writer sees the marks beside the
// De-Jargonizer's bands. The server declares these as its route schemas; the web app takes its
// types from here.
import { z } from 'zod';
import {
  AGE_BANDS,
  EDUCATION_LEVELS,
  FIRST_LANGUAGES,
  PROFILE_FIELDS,
  READER_CHECK_LIMITS,
  SCIENCE_WORK,
} from './reader-check-settings.ts';

export {
  AGE_BANDS,
  EDUCATION_LEVELS,
  FIRST_LANGUAGES,
  PROFILE_FIELDS,
  READER_CHECK_ERROR_CODES,
  READER_CHECK_LIMITS,
  READER_CHECK_MIN_GROUP,
  READER_CHECK_MIN_READERS,
  SCIENCE_WORK,
  type ProfileField,
} from './reader-check-settings.ts';

const L = READER_CHECK_LIMITS;
const line = (max: number) => z.string().trim().min(1).max(max);

export const choiceQuestionSchema = z.object({
  kind: z.literal('choice'),
  prompt: line(L.promptLength),
  options: z.array(line(L.optionLength)).min(2).max(L.options),
  /** The index of the right option; null: no right answer (an opinion). */
  correctOption: z.number().int().min(0).max(L.options - 1).nullable(),
});

export const shortQuestionSchema = z.object({
  kind: z.literal('short'),
  prompt: line(L.promptLength),
  /** Answers counted right (compared without case and outer spaces); empty: none is scored. */
  acceptedAnswers: z.array(line(L.acceptedAnswerLength)).max(L.acceptedAnswers),
});

export const readerQuestionSchema = z.discriminatedUnion('kind', [choiceQuestionSchema, shortQuestionSchema]);
export type ReaderQuestion = z.infer<typeof readerQuestionSchema>;

export const createReaderCheckBodySchema = z
  .object({
    title: line(L.titleLength),
    /** A pasted text; or `analysisId`, one of the writer's saved De-Jargonizer analyses. */
    text: z.string().max(L.textLength).optional(),
    analysisId: z.uuid().optional(),
    questions: z.array(readerQuestionSchema).max(L.questions).default([]),
    clarityRating: z.boolean().default(false),
    closesAt: z.iso.datetime({ offset: true }).nullable().default(null),
    targetReaders: z.number().int().min(1).max(L.targetReaders),
  })
  .refine((body) => (body.text === undefined) !== (body.analysisId === undefined), {
    message: 'Give either a text or an analysis, not both.',
    path: ['text'],
  })
  .refine(
    (body) => body.questions.every((q) => q.kind !== 'choice' || q.correctOption === null || q.correctOption < q.options.length),
    { message: 'The right option must be one of the options.', path: ['questions'] },
  );
export type CreateReaderCheckBody = z.input<typeof createReaderCheckBodySchema>;

export const readerCheckStateSchema = z.enum(['open', 'closed']);
export type ReaderCheckState = z.infer<typeof readerCheckStateSchema>;

export const readerCheckSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The reader's link, {origin}/read/{token}. */
  url: z.string(),
  state: readerCheckStateSchema,
  /** True when the writer closed it; a past closing date closes it without this. */
  closedByWriter: z.boolean(),
  closesAt: z.iso.datetime({ offset: true }).nullable(),
  targetReaders: z.number().int(),
  readers: z.number().int(),
  wordCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReaderCheckSummary = z.infer<typeof readerCheckSummarySchema>;

export const listReaderChecksReplySchema = z.object({ checks: z.array(readerCheckSummarySchema) });

export const readerCheckIdParamsSchema = z.object({ id: z.uuid() });
export const readerCheckTokenParamsSchema = z.object({ token: z.string().max(100) });

export const updateReaderCheckBodySchema = z.object({ closed: z.boolean() });

// ---- The reader's side ----

/** What a reader's link opens: the text and its words' spans, never the measure's bands. */
export const readerViewSchema = z.object({
  title: z.string(),
  text: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  /** [start, end) of each word in `text`, in reading order; a mark is an index into this list. */
  words: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** A fingerprint of the text; sent back with the response, so a changed text is refused. */
  textDigest: z.string(),
  questions: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('choice'), prompt: z.string(), options: z.array(z.string()) }),
      z.object({ kind: z.literal('short'), prompt: z.string() }),
    ]),
  ),
  clarityRating: z.boolean(),
  state: readerCheckStateSchema,
  /**
   * Who sees the readers' marks and answers: the writer who made the check, a course's trainers
   * (a student's text sent by a trainer) or a study's researchers (a participant's final text).
   */
  audience: z.enum(['writer', 'course', 'study']),
});
export type ReaderView = z.infer<typeof readerViewSchema>;

export const readerProfileSchema = z
  .object({
    ageBand: z.enum(AGE_BANDS).nullable().default(null),
    education: z.enum(EDUCATION_LEVELS).nullable().default(null),
    worksInScience: z.enum(SCIENCE_WORK).nullable().default(null),
    firstLanguage: z.enum(FIRST_LANGUAGES).nullable().default(null),
  })
  .strict();
export type ReaderProfile = z.infer<typeof readerProfileSchema>;

/** One answer per question, in order: an option's index, a short text, or null (skipped). */
export const readerAnswerSchema = z.union([
  z.number().int().min(0).max(L.options - 1),
  z.string().max(L.shortAnswerLength),
  z.null(),
]);

export const readerResponseBodySchema = z
  .object({
    /** A random token this browser keeps for this check: one response per reader. */
    readerToken: z.string().regex(/^[A-Za-z0-9_-]{22,86}$/),
    textDigest: z.string().max(128),
    /** Indices into the view's `words`, each once. */
    marks: z.array(z.number().int().min(0)).max(L.words),
    answers: z.array(readerAnswerSchema).max(L.questions),
    clarity: z.number().int().min(1).max(5).nullable().default(null),
    profile: readerProfileSchema.default({ ageBand: null, education: null, worksInScience: null, firstLanguage: null }),
  })
  .strict();
export type ReaderResponseBody = z.input<typeof readerResponseBodySchema>;

// ---- The writer's results ----

const share = z.number().min(0).max(1).nullable();

export const readerCheckResultsSchema = z.object({
  check: readerCheckSummarySchema.extend({
    text: z.string(),
    direction: z.enum(['ltr', 'rtl']),
    period: z.string(),
    questions: z.array(readerQuestionSchema),
    clarityRating: z.boolean(),
  }),
  readers: z.number().int(),
  /** Every word in reading order: its span, lookup form, the measure's band and how many readers marked it. */
  words: z.array(
    z.object({ start: z.number().int(), end: z.number().int(), form: z.string(), band: z.enum(['common', 'mid', 'rare']), marks: z.number().int() }),
  ),
  agreement: z.object({
    readers: z.number().int(),
    /** Readers needed for a word to count as "hard": a fifth of the readers, at least one. */
    threshold: z.number().int(),
    rare: z.number().int(),
    hard: z.number().int(),
    both: z.number().int(),
    precision: share,
    recall: share,
    tooFew: z.boolean(),
  }),
  markedCommon: z.array(z.object({ form: z.string(), readers: z.number().int() })),
  rareUnmarked: z.array(z.string()),
  questions: z.array(
    z.object({
      kind: z.enum(['choice', 'short']),
      prompt: z.string(),
      answered: z.number().int(),
      correct: z.number().int().nullable(),
      shareCorrect: share,
      /** Choice questions: readers per option. */
      optionCounts: z.array(z.number().int()).nullable(),
      /** Short answers as written, in the order received. */
      answers: z.array(z.string()).nullable(),
    }),
  ),
  clarity: z.object({ answered: z.number().int(), mean: z.number().nullable(), counts: z.array(z.number().int()) }).nullable(),
  profiles: z.array(
    z.object({
      field: z.enum(PROFILE_FIELDS),
      groups: z.array(z.object({ value: z.string(), readers: z.number().int(), meanMarked: z.number(), shareCorrect: share })),
      /** Readers in groups too small to show, and readers who skipped the field. */
      notShown: z.number().int(),
    }),
  ),
});
export type ReaderCheckResults = z.infer<typeof readerCheckResultsSchema>;

export const readerCheckExportQuerySchema = z.object({ format: z.enum(['csv', 'json', 'codebook']).default('csv') });
