// Wire shapes of the De-Jargonizer API, one
// zod schema each: the server declares them as its route responses, and both sides take their
// types from here.
import { z } from 'zod';

export const bandSchema = z.enum(['common', 'mid', 'rare']);
export const alternativeSchema = z.object({ word: z.string(), band: z.enum(['common', 'mid']) });
const directionSchema = z.enum(['ltr', 'rtl']);

/** The grading result (docs/de-jargonizer.md), with the counts, percentages and alternatives our server adds. */
export const gradingResultSchema = z.object({
  cleanedWords: z.array(z.string()),
  normalWords: z.array(z.string()),
  rareWords: z.array(z.string()),
  score: z.number().int(),
  name: z.string(),
  /** The text cut into words and the pieces between them, in order (joined they give the text back). */
  words: z.array(z.string()),
  htmlResult: z.string(),
  taskId: z.string().nullable(),
  /** The dictionary used, e.g. English2021_2024. */
  period: z.string(),
  direction: directionSchema,
  /** Band of cleanedWords[i]. */
  wordBands: z.array(bandSchema),
  counts: z.object({
    total: z.number().int(),
    common: z.number().int(),
    mid: z.number().int(),
    rare: z.number().int(),
  }),
  percentages: z.object({
    common: z.number().int(),
    mid: z.number().int(),
    rare: z.number().int(),
  }),
  /** "Nicely done!" above 90, otherwise "Try to get it higher in the next round." */
  scoreMessage: z.string(),
  /** Simpler words for each rare word. */
  alternatives: z.record(z.string(), z.array(alternativeSchema)),
  /**
   * Set on the compact reply of a long text (over 5,000 words, docs/de-jargonizer.md): then
   * cleanedWords, normalWords, rareWords, words, wordBands and htmlResult are empty, and the
   * result travels once as `text` and `bands`; the client rebuilds the rest with the measure's
   * own tokenizer.
   */
  compact: z.literal(true).optional(),
  /** Compact reply: the analysed text. */
  text: z.string().optional(),
  /** Compact reply: the band of each counted word in order, one letter each: c, m or r. */
  bands: z.string().regex(/^[cmr]*$/u).optional(),
});

/**
 * Key terms a writer marks (docs/de-jargonizer.md "Key terms and explained terms"): up to five
 * words or phrases of up to 60 characters, left out of the adjusted score. The measure reads them
 * as it reads words (`readKeyTerms` of @scicomm/jargon): repeats and terms of no word are dropped.
 */
export const keyTermsSchema = z
  .array(z.string().trim().min(1, 'A key term cannot be empty.').max(60, 'A key term has at most 60 characters.'))
  .max(5, 'Mark at most 5 key terms.');

/** A key term in a result: as typed, its lookup forms, and how often the text uses it. */
export const keyTermUseSchema = z.object({ term: z.string(), key: z.string(), uses: z.number().int() });

/** How a term is explained where it stands (the cue the rules found). */
export const explanationCueSchema = z.enum([
  'apposition',
  'or',
  'brackets',
  'bracketed-term',
  'which-is',
  'means',
  'is-a',
  'called',
  'known-as',
  'such-as',
  'next-sentence',
]);

/** A rare or mid-frequency term explained in the text. */
export const explainedTermSchema = z.object({
  /** As written where it is explained. */
  term: z.string(),
  /** Its lookup forms, space-separated. */
  key: z.string(),
  band: z.enum(['mid', 'rare']),
  cue: explanationCueSchema,
  /** Character offset of the explained use. */
  at: z.number().int(),
  /** The explaining words as written (at most 160 characters). */
  explanation: z.string(),
  /** Character offset of the first use. */
  firstUseAt: z.number().int(),
  /** False when earlier uses went unexplained: the first is at firstUseAt. */
  explainedAtFirstUse: z.boolean(),
  uses: z.number().int(),
});

/** A text's counted words: all of them and each band's. */
export const countsSchema = z.object({
  total: z.number().int(),
  common: z.number().int(),
  mid: z.number().int(),
  rare: z.number().int(),
});

/** Each band's share of the counted words, in whole percent. */
export const percentagesSchema = z.object({
  common: z.number().int(),
  mid: z.number().int(),
  rare: z.number().int(),
});

/** The original method's figures without the key terms and the explained terms. */
export const adjustedFiguresSchema = z.object({
  counts: countsSchema,
  percentages: percentagesSchema,
  score: z.number().int(),
});

/** Key terms, explained terms and the adjusted score, beside an analysis's original figures. */
export const termsSchema = z.object({
  keyTerms: z.array(keyTermUseSchema),
  explainedTerms: z.array(explainedTermSchema),
  adjusted: adjustedFiguresSchema,
});

/**
 * The reply of our own page's analysis (`POST /api/de-jargonizer/analyses`): the analysed text
 * once, with the band of each counted word, from which the client renders (docs/de-jargonizer.md
 * "The page's reply"). The original's fields (cleanedWords, words, htmlResult …) are only in the
 * original's route, TextGrading/Grade.
 */
export const analysisReplySchema = z.object({
  taskId: z.string().nullable(),
  /** The file name without its extension the text came from, or "". */
  name: z.string(),
  period: z.string(),
  direction: directionSchema,
  /** The analysed text. */
  text: z.string(),
  /**
   * One letter per counted word, in the order of the measure's tokenizer (`tokenize` of
   * @scicomm/jargon): c common, m mid, r rare. Text + letters give the tokens with their bands.
   */
  bands: z.string().regex(/^[cmr]*$/u),
  counts: gradingResultSchema.shape.counts,
  percentages: gradingResultSchema.shape.percentages,
  score: z.number().int(),
  scoreMessage: z.string(),
  alternatives: z.record(z.string(), z.array(alternativeSchema)),
  /** The key terms sent, the terms explained in the text, and the adjusted figures without both. */
  terms: termsSchema,
});

/** The text of a chosen file (`POST /api/de-jargonizer/file-text`), for the editor. */
export const fileTextReplySchema = z.object({
  name: z.string(),
  text: z.string(),
});

/** One file of a group upload (Results.csv row); a file that could not be graded has its error. */
export const groupRowSchema = z.object({
  fileName: z.string(),
  commonPercent: z.number().int().nullable(),
  common: z.number().int().nullable(),
  midPercent: z.number().int().nullable(),
  mid: z.number().int().nullable(),
  rarePercent: z.number().int().nullable(),
  rare: z.number().int().nullable(),
  score: z.number().int().nullable(),
  words: z.number().int().nullable(),
  /** Why the file could not be graded; null when it was. */
  error: z.string().nullable(),
  /** The API error code of `error` (UNSUPPORTED_FILE_TYPE, EMPTY_FILE …), so a page can say it in its language. */
  errorCode: z.string().optional(),
  /**
   * The period the file was measured with: the chosen one, or its own script's list when the
   * chosen period is of the other script (a Hebrew file in an English group); null when it could
   * not be read.
   */
  period: z.string().nullable().optional(),
  /** The score without the group's key terms and each file's explained terms; null when not graded. */
  adjustedScore: z.number().int().nullable().optional(),
  /** How many distinct terms the file explains; null when not graded. */
  explainedTerms: z.number().int().nullable().optional(),
});

export const periodInfoSchema = z.object({
  code: z.string(),
  label: z.string(),
  language: z.string(),
  direction: directionSchema,
  dictionaryUrl: z.string(),
});

export const periodsReplySchema = z.object({
  defaultPeriod: z.string(),
  periods: z.array(periodInfoSchema),
});

/** GET api/words/{word}/frequency: the period, and the sentence the word stands in so its simpler words fit that sense. */
export const wordFrequencyQuerySchema = z.object({
  period: z.string().max(64).optional(),
  sentence: z.string().max(1000).optional(),
});

/** One wordnet sense of a Hebrew or Arabic word: its other words, and a definition in Hebrew or WordNet's English gloss. */
export const wordnetSenseSchema = z.object({
  synonyms: z.array(z.string()).describe("The sense's other words, in the word's language."),
  definition: z.string(),
  definitionLanguage: z.enum(['he', 'en']).describe('The language of the definition: the Hebrew WordNet\'s own, or the English gloss.'),
  fromEnglish: z
    .string()
    .optional()
    .describe('Where the wordnet lacks the word and it was read as an English loanword: the English word whose definition this is.'),
});

export const wordFrequencySchema = z.object({
  word: z.string(),
  years: z.array(z.object({ year: z.number().int(), count: z.number().int(), perMillion: z.number() })),
  periods: z.array(z.object({ code: z.string(), label: z.string(), band: bandSchema })),
  alternatives: z.array(alternativeSchema),
  meanings: z
    .array(z.string())
    .max(3)
    .describe(
      'Where no replacement is sure (alternatives empty): the dictionary meanings of the word (WordNet definitions, shortest first, ' +
        'at most three), as a start for explaining the term; never the sense the sentence means. Empty otherwise.',
    ),
  senses: z
    .array(wordnetSenseSchema)
    .max(3)
    .describe(
      'A Hebrew or Arabic word that is not common: the senses its language\'s wordnet gives the word or its base form (the Hebrew ' +
        'WordNet, Arabic WordNet 2), the most used first, at most three. Empty otherwise.',
    ),
});

export type Alternative = z.infer<typeof alternativeSchema>;
export type GradingResult = z.infer<typeof gradingResultSchema>;
export type AnalysisReply = z.infer<typeof analysisReplySchema>;
export type FileTextReply = z.infer<typeof fileTextReplySchema>;
export type GroupRow = z.infer<typeof groupRowSchema>;
export type PeriodInfo = z.infer<typeof periodInfoSchema>;
export type WordFrequency = z.infer<typeof wordFrequencySchema>;
export type WordnetSense = z.infer<typeof wordnetSenseSchema>;
export type Terms = z.infer<typeof termsSchema>;
export type ExplainedTermReply = z.infer<typeof explainedTermSchema>;
