// The public module of analytics: page views counted without cookies or addresses.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { analyticsRoutes } from './analytics-routes.ts';
