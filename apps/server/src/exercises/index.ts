// The public module of exercises: the writing coaches' exercises and their stored sessions.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { createExerciseContext } from './exercise-context.ts';
export { exerciseRoutes } from './exercise-routes.ts';
export { type ExerciseContext, runExerciseTurn } from './exercise-service.ts';
export { exerciseTurnBodySchema, exerciseTurnReplySchema } from './exercise-turn-schemas.ts';
export { createLazyJargonAnalyzer } from './jargon-analyzer.ts';
export { createLlmBreaker } from './llm-breaker.ts';
export { findResearchEdition, researchPathNames } from './research.ts';
export { resolveStoragePolicy, type StoragePolicy } from './storage-policy.ts';
export { verifyOwnTaskId, verifyTaskId } from './task-token.ts';
