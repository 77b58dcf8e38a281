// The public module of permissions: who may do what, in one place, each rule a
// can<Verb><Entity> function that answers true or false (as umami's permissions do). Routes,
// services and the page check ask here and choose their own answer (a 404, a 403, an anonymous
// row); nothing here knows HTTP. Other features and app.ts import from here only.
export { canViewCoachReports } from './coach-reports.ts';
export { ADMIN_PAGE, RESEARCH_PAGE } from './page-audience.ts';
export { pageAccess, type PageAccess } from './pages.ts';
export { canChangeReaderCheck, canViewReaderCheck, canViewStudyReaderCheck } from './reader-checks.ts';
export { canViewResearch } from './research.ts';
export { canRevokeShare } from './shares.ts';
export { canChangeComment, canReplyOnSubmission, canTeachCourse, canViewCourse, canViewSubmission, courseRoleOf } from './courses.ts';
export { canContinueStudy, canViewStudy } from './studies.ts';
export { canShareTask, canViewTask } from './tasks.ts';
export { canSaveTexts } from './texts.ts';
