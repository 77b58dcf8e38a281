// The public module of reader checks: readers mark the words they don't know in a writer's text
// (docs/reader-check.md). Other features and app.ts import from here only; the rest of the folder
// is the feature's own (eslint.config.js enforces it).
export { readerCheckRoutes } from './reader-check-routes.ts';
export { readerRoutes } from './reader-routes.ts';
export { studyReaderChecks, type StudyReaderChecks, type StudyReaderCheckSetting, type StudyReaderOutcome, type StudySessionCheck } from './study-reader-checks.ts';
export { courseReaderChecks, type CourseReaderChecks, type SubmissionCheck } from './course-reader-checks.ts';
export { closeCourseReaderCheckOfOtherText, closeCourseReaderChecks } from './reader-check-repository.ts';
