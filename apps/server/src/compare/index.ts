// The public module of compare: two texts or two sets of files before and after a revision.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { compareRoutes } from './compare-routes.ts';
