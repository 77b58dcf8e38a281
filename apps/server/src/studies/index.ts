// The public module of studies: studies with arms, participants, previews and reports.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { studyRoutes } from './study-routes.ts';
export { isUnknownStudyLink } from './participation-page.ts';
export { verifiedTaskSession } from './participation-service.ts';
