// Reader check's constants without zod (docs/reader-check.md): the limits, error codes and
// profile choices, for the reader's page, which must stay light; reader-check-api.ts re-exports
// them beside the schemas.
export const READER_CHECK_LIMITS = {
  titleLength: 120,
  textLength: 20_000,
  /** Words a reader is asked to read and mark; longer texts are refused at creation. */
  words: 2_000,
  questions: 3,
  promptLength: 300,
  options: 6,
  optionLength: 150,
  acceptedAnswers: 5,
  acceptedAnswerLength: 100,
  shortAnswerLength: 500,
  targetReaders: 1_000,
} as const;

/** Readers below which the agreement figures carry a "too few readers" note. */
export const READER_CHECK_MIN_READERS = 10;
/** Readers a profile group needs before the breakdown shows it (fewer could name a reader). */
export const READER_CHECK_MIN_GROUP = 5;

export const READER_CHECK_ERROR_CODES = {
  notFound: 'CHECK_NOT_FOUND',
  closed: 'CHECK_CLOSED',
  alreadyAnswered: 'ALREADY_ANSWERED',
  textChanged: 'TEXT_CHANGED',
  badMarks: 'BAD_MARKS',
  badAnswers: 'BAD_ANSWERS',
  analysisNotFound: 'ANALYSIS_NOT_FOUND',
  textTooLong: 'TEXT_TOO_LONG',
  noWords: 'NO_WORDS',
} as const;

export const AGE_BANDS = ['under-18', '18-24', '25-34', '35-44', '45-54', '55-64', '65-plus'] as const;
export const EDUCATION_LEVELS = ['secondary', 'vocational', 'bachelor', 'master', 'doctorate', 'other'] as const;
export const SCIENCE_WORK = ['yes', 'no'] as const;
export const FIRST_LANGUAGES = ['en', 'he', 'ar', 'ru', 'other'] as const;
export const PROFILE_FIELDS = ['ageBand', 'education', 'worksInScience', 'firstLanguage'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
