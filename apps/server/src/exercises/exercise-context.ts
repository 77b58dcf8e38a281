// What every exercise turn runs with: the database, the coaches and the secret that signs
// taskIds. Made once by app.ts and given to each feature that runs turns (the exercises' own
// routes, a study's participants and previews), so they all coach alike.
import type { FastifyInstance } from 'fastify';
import { createCoachFromConfig, createNeutralCoach, type JargonAnalyzer } from '@scicomm/coach';
import type { ExerciseContext } from './exercise-service.ts';

/** The context of the app's exercise turns; `analyzer` is the De-Jargonizer measure the coaches use (jargon-analyzer.ts). */
export function createExerciseContext(app: FastifyInstance, analyzer: JargonAnalyzer): ExerciseContext {
  return {
    db: app.db,
    secret: app.config.authSecret,
    coaches: {
      full: createCoachFromConfig(app.config.coach, analyzer, {
        // Students simply get the built-in feedback; the operator sees why in the log.
        onLlmFailure: (error, attempt) => app.log.warn({ reason: error.message, attempt }, 'LLM coach call failed'),
        // One breaker for the process, the one /api/health reports.
        ...(app.llmBreaker ? { breaker: app.llmBreaker } : {}),
      }),
      neutral: createNeutralCoach({ analyzer }),
    },
  };
}
