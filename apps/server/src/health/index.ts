// The public module of health: liveness and readiness.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { healthRoutes } from './health-routes.ts';
