// The public module of text-analysis: the engine every feature that measures a text runs on (the
// De-Jargonizer, Compare, group grading). Reading uploads (multipart forms, .txt and .docx with
// the zip checks), the period dictionaries, the grading pool's worker threads and their tasks,
// the results and their files, group grading and the comparison of two texts. It knows no
// feature: no storage, no accounts, no usage counts (eslint.config.js keeps it so); the features
// are route and service folders on top of it. Other features and app.ts import from here only.
export { compareTexts, type CompareSide } from './compare-texts.ts';
export { dictionaryFor, loadPeriodDictionaries } from './dictionaries.ts';
export { GradingPool, INLINE_MAX_CHARS, withTaskId } from './grading-pool.ts';
export {
  analysisReplyOf,
  isRightToLeft,
  resultOfText,
  storedHtmlOf,
  type AnalysisReply,
  type GradingResult,
  type ResultRecord,
} from '@scicomm/jargon/result';
export { corpusRowsJson, type CorpusChunkOutcome, type CorpusChunkTask, type GradeTask, type PositionedCorpusRow } from './grading-tasks.ts';
export { toCsv } from './group-grading.ts';
export { keyTermsOfField } from './key-terms-field.ts';
export { parseEitherCase, readFormOrJson } from './request-fields.ts';
export { analyseText, gradeText, type TextToGrade } from './text-grading.ts';
export { attachmentHeader, BUILD_YOUR_OWN_FILE_NAME, DOCX_TYPE, resultFileName } from './result-file.ts';
export {
  checkTextField,
  fieldOf,
  nameWithoutExtension,
  readMultipartForm,
  withJargonErrors,
  type UploadedFile,
} from './upload.ts';
