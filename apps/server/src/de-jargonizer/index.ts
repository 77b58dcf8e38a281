// The public module of de-jargonizer: the measure over HTTP (grading, files, dictionaries) and
// the grading pool that Compare shares.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { type CompareSide, compareTexts } from './compare-texts.ts';
export { deJargonizerRoutes } from './de-jargonizer-routes.ts';
export { loadPeriodDictionaries } from './dictionaries.ts';
export { attachmentHeader, DOCX_TYPE } from './result-file.ts';
export { GradingPool } from './grading-pool.ts';
export { dictionaryFor, GradingRecorder } from './grading-service.ts';
export { keyTermsOfField } from './key-terms-field.ts';
export { parseEitherCase } from './request-fields.ts';
export { INLINE_MAX_CHARS } from './text-grader.ts';
export { checkTextField, fieldOf, readMultipartForm, type UploadedFile } from './upload.ts';
