// The public module of metrics: Prometheus metrics of the running server.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { metricsPlugin } from './metrics.ts';
