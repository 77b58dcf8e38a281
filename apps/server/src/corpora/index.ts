// The public module of corpora: corpus jobs' routes and the jobs' queue and runner for a process.
export { corpusRoutes } from './corpus-routes.ts';
export { personalTokenRoutes } from './personal-token-routes.ts';
export { personalTokenSchemes } from './personal-tokens.ts';
export { createCorpusJobs, type CorpusJobs } from './corpus-plugin.ts';
export { webPace } from './corpus-runner.ts';
