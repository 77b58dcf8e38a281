// The public module of de-jargonizer: the measure over HTTP (grading, files, dictionaries) and
// the record kept of each grading. The measuring itself is text-analysis/'s.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { deJargonizerRoutes } from './de-jargonizer-routes.ts';
export { GradingRecorder } from './grading-recorder.ts';
