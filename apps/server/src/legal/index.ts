// The public module of legal: the terms and privacy documents.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { legalRoutes } from './legal-routes.ts';
