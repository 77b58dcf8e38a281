// The public module of usage: the site-wide uses counter.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { usageRoutes } from './usage-routes.ts';
export { countUses, countUsesStatement } from './usage-service.ts';
