// Corpus jobs (docs/research.md "Corpora"): a researcher's corpus (a ZIP of .txt/.docx files or a
// CSV with an id and a text column) measured in the background. The server declares these as its
// route schemas; the web app and scripts take their types from here.
import { z } from 'zod';
import { keyTermsSchema } from './de-jargonizer-api.ts';

export const CORPUS_JOB_STATUSES = ['reading', 'running', 'paused', 'cancelled', 'done', 'failed'] as const;
export const corpusJobStatusSchema = z.enum(CORPUS_JOB_STATUSES);
export type CorpusJobStatus = z.infer<typeof corpusJobStatusSchema>;

/** Largest corpus file: 2 GB, streamed to disk, never held in memory. */
export const CORPUS_MAX_BYTES = 2 * 1024 * 1024 * 1024;

const column = z.string().trim().min(1).max(200);
const formBoolean = z.enum(['true', 'false', 'on', '1', '0']).transform((value) => value === 'true' || value === 'on' || value === '1');

/** The upload form's fields besides the file (multipart, all strings). */
export const corpusSubmitFieldsSchema = z.object({
  /** A period code (English2021_2024); each text is still measured in its script's language. Default: the site's default. */
  period: z.string().regex(/^[A-Za-z]+\d{4}_\d{4}$/, 'Use a period code such as English2021_2024.').optional(),
  /** Key terms, one per line or comma-separated, left out of the adjusted score. */
  keyTerms: z.string().max(400).optional(),
  keepTexts: formBoolean.optional(),
  idColumn: column.optional(),
  textColumn: column.optional(),
  groupColumn: column.optional(),
  studyId: z.uuid().optional(),
});
export type CorpusSubmitFields = z.infer<typeof corpusSubmitFieldsSchema>;

/** Splits the key-terms field into terms (keyTermsSchema checks them). */
export const keyTermsOfText = (text: string | undefined): string[] =>
  (text ?? '').split(/[\n,]/).map((term) => term.trim()).filter((term) => term !== '');

export { keyTermsSchema };

export const corpusJobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: corpusJobStatusSchema,
  period: z.string(),
  keyTerms: z.array(z.string()),
  keepTexts: z.boolean(),
  groupColumn: z.string().nullable(),
  studyId: z.uuid().nullable(),
  /** Whether the caller owns it (a study's collaborator sees it but cannot pause or cancel it). */
  own: z.boolean(),
  total: z.number().int(),
  done: z.number().int(),
  /** Texts per second since the job started or was last resumed; null before the first chunk. */
  textsPerSecond: z.number().nullable(),
  /** Seconds left at that pace; null when unknown or ended. */
  secondsLeft: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type CorpusJob = z.infer<typeof corpusJobSchema>;

export const corpusJobListSchema = z.object({ jobs: z.array(corpusJobSchema) });
export type CorpusJobList = z.infer<typeof corpusJobListSchema>;

export const corpusJobParamsSchema = z.object({ id: z.uuid() });
export const corpusJobActionParamsSchema = z.object({ id: z.uuid(), action: z.enum(['pause', 'resume', 'cancel']) });
export type CorpusJobAction = z.infer<typeof corpusJobActionParamsSchema>['action'];

/** Score bins of the histogram: [from, to), the last one [90, 100]. */
export const SCORE_BIN_WIDTH = 10;

const histogramSchema = z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() }));
const partSummarySchema = z.object({
  /** A measured period or a group column's value ('' when a text has none). */
  name: z.string(),
  texts: z.number().int(),
  meanScore: z.number().nullable(),
  histogram: histogramSchema,
});

export const corpusSummarySchema = z.object({
  measured: z.number().int(),
  failed: z.number().int(),
  meanScore: z.number().nullable(),
  histogram: histogramSchema,
  periods: z.array(partSummarySchema),
  groups: z.array(partSummarySchema),
});
export type CorpusSummary = z.infer<typeof corpusSummarySchema>;

/** A personal access token as listed (never the token itself, which is shown once when made). */
export const personalTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** What it reaches: the corpus routes only. */
  scope: z.literal('corpus-jobs'),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

export const personalTokenListSchema = z.object({ tokens: z.array(personalTokenSchema) });
export type PersonalTokenList = z.infer<typeof personalTokenListSchema>;

export const createPersonalTokenSchema = z.object({ name: z.string().trim().min(1, 'Give the token a name.').max(100) });
export type CreatePersonalToken = z.infer<typeof createPersonalTokenSchema>;

/** The new token: shown once. */
export const createdPersonalTokenSchema = personalTokenSchema.extend({ token: z.string() });
export type CreatedPersonalToken = z.infer<typeof createdPersonalTokenSchema>;
