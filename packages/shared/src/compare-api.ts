// Wire shapes of the De-Jargonizer's Compare API (docs/compare.md): two texts before and after
// a revision, and two sets of files paired by name with their statistics. The server declares
// them as its route responses (and so in the OpenAPI document); the web app takes its types here.
import { z } from 'zod';
import { countsSchema, keyTermsSchema, percentagesSchema, termsSchema } from './de-jargonizer-api.ts';

const alternativeSchema = z.object({ word: z.string(), band: z.enum(['common', 'mid']) });

/** A text's figures: its words, its band counts and percentages, and its score. */
const figuresSchema = z.object({
  words: z.number().int(),
  common: z.number().int(),
  mid: z.number().int(),
  rare: z.number().int(),
  commonPercent: z.number().int(),
  midPercent: z.number().int(),
  rarePercent: z.number().int(),
  score: z.number().int(),
});

/** after − before of each figure (positive: went up). */
export const figureChangeSchema = figuresSchema;

/** One analysed text of a comparison. */
export const comparedTextSchema = z.object({
  /** The file name without its extension, or "" for pasted text. */
  name: z.string(),
  /** The analysed text. */
  text: z.string(),
  /** The band of each counted word in order, one letter each: c common, m mid, r rare (the measure's tokenizer cuts `text`). */
  bands: z.string().regex(/^[cmr]*$/u),
  counts: countsSchema,
  percentages: percentagesSchema,
  score: z.number().int(),
  /** The key terms sent, the terms this text explains, and its adjusted figures. */
  terms: termsSchema,
});

export const textComparisonSchema = z.object({
  period: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  before: comparedTextSchema,
  after: comparedTextSchema,
  change: figureChangeSchema,
  /** Distinct rare words (lookup forms): removed by the revision, kept, added. */
  rareWords: z.object({ removed: z.array(z.string()), kept: z.array(z.string()), added: z.array(z.string()) }),
  /** Simpler words for each kept rare word (common or mid-frequency in the period). */
  alternatives: z.record(z.string(), z.array(alternativeSchema)),
  /** Explained terms (their keys): no longer explained after the revision, explained in both, newly explained. */
  explainedTerms: z.object({ removed: z.array(z.string()), kept: z.array(z.string()), added: z.array(z.string()) }),
  /** after − before: the adjusted score, and the number of explained terms. */
  termsChange: z.object({ adjustedScore: z.number().int(), explainedTerms: z.number().int() }),
});

/** The JSON form of a text comparison request (the multipart form has the same fields and the files). */
export const compareTextsJsonSchema = z.object({
  timePriodDDL: z.string().max(64).optional(),
  beforeText: z.string().optional(),
  afterText: z.string().optional(),
  /** Key terms, left out of both texts' adjusted scores. */
  keyTerms: keyTermsSchema.optional(),
});

/** The figures of one graded file of a group. */
export const fileFiguresSchema = figuresSchema.extend({
  /** The score without the key terms sent and the terms the file explains. */
  adjustedScore: z.number().int(),
  /** How many distinct terms the file explains. */
  explainedTerms: z.number().int(),
});

/** A pair's change: each figure's, and the adjusted score's and the explained terms' (after − before). */
export const pairChangeSchema = figureChangeSchema.extend({
  adjustedScore: z.number().int(),
  explainedTerms: z.number().int(),
});

export const comparedPairSchema = z.object({
  /** The pair's name: the before file's name without its extension. */
  name: z.string(),
  beforeFile: z.string(),
  afterFile: z.string(),
  /** null when that file could not be graded (see the errors). */
  before: fileFiguresSchema.nullable(),
  after: fileFiguresSchema.nullable(),
  /** null unless both files were graded. */
  change: pairChangeSchema.nullable(),
  beforeError: z.string().nullable(),
  afterError: z.string().nullable(),
  /** The API error codes of the two errors, so a page can say them in its language. */
  beforeErrorCode: z.string().optional(),
  afterErrorCode: z.string().optional(),
});

export const unpairedFileSchema = z.object({
  set: z.enum(['before', 'after']),
  fileName: z.string(),
  /** noPair: no file of that name in the other set; duplicate: two files of that name in one set. */
  reason: z.enum(['noPair', 'duplicate']),
});

export const wilcoxonSchema = z.object({
  /** Non-zero changes (the test's n). */
  n: z.number().int(),
  /** Zero changes, dropped before ranking. */
  zeros: z.number().int(),
  ties: z.boolean(),
  /** V: the sum of the ranks of the positive changes. */
  statistic: z.number(),
  /** Two-sided; null when every change is zero. */
  pValue: z.number().nullable(),
  method: z.enum(['exact', 'exact-ties', 'normal']).nullable(),
});

export const measureSummarySchema = z.object({
  /** Pairs whose both files were graded. */
  n: z.number().int(),
  meanBefore: z.number().nullable(),
  meanAfter: z.number().nullable(),
  meanChange: z.number().nullable(),
  sdChange: z.number().nullable(),
  /** 95 % confidence interval of the mean change (Student's t); null below two pairs. */
  ci95: z.object({ lower: z.number(), upper: z.number() }).nullable(),
  medianChange: z.number().nullable(),
  wilcoxon: wilcoxonSchema.nullable(),
});

import { GROUP_MEASURES } from './compare-measures.ts';

export { GROUP_MEASURES };
export const groupMeasureSchema = z.enum(GROUP_MEASURES);

export const groupComparisonSchema = z.object({
  period: z.string(),
  pairs: z.array(comparedPairSchema),
  unpaired: z.array(unpairedFileSchema),
  summary: z.object({
    score: measureSummarySchema,
    adjustedScore: measureSummarySchema,
    rarePercent: measureSummarySchema,
    midPercent: measureSummarySchema,
    words: measureSummarySchema,
    explainedTerms: measureSummarySchema,
  }),
  /** Everything above as CSV (UTF-8 with BOM, CRLF), for saving. */
  csv: z.string(),
});

export type Alternative = z.infer<typeof alternativeSchema>;
export type FigureChange = z.infer<typeof figureChangeSchema>;
export type PairChange = z.infer<typeof pairChangeSchema>;
export type ComparedText = z.infer<typeof comparedTextSchema>;
export type TextComparison = z.infer<typeof textComparisonSchema>;
export type FileFigures = z.infer<typeof fileFiguresSchema>;
export type ComparedPair = z.infer<typeof comparedPairSchema>;
export type UnpairedFile = z.infer<typeof unpairedFileSchema>;
export type MeasureSummary = z.infer<typeof measureSummarySchema>;
export type GroupMeasure = z.infer<typeof groupMeasureSchema>;
export type GroupComparison = z.infer<typeof groupComparisonSchema>;
