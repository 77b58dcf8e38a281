// "Preview as participant" (docs/research.md "Studies"): a study's owner or collaborator runs an
// arm's exercise exactly as a participant would, and nothing is stored. Anybody else: 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studyArmSchema, studyIdSchema } from '@scicomm/shared/study-api';
import { z } from 'zod';
import { errorResponses } from '../http/error-schema.ts';
import {
  type ExerciseContext,
  exerciseTurnBodySchema,
  exerciseTurnReplySchema,
  resolveStoragePolicy,
} from '../exercises/index.ts';
import { previewTurn } from './participation-service.ts';
import { memberStudy } from './study-access.ts';

export interface StudyPreviewRoutesOptions {
  context: ExerciseContext;
}

export const studyPreviewRoutes: FastifyPluginAsyncZod<StudyPreviewRoutesOptions> = async (
  app,
  { context },
) => {
  app.post(
    '/api/studies/:id/preview/:arm/turn',
    {
      config: { access: 'signed-in' },
      preValidation: async (request) => {
        await memberStudy(request);
      },
      schema: {
        tags: ['studies'],
        summary:
          "One turn of an arm's exercise as a participant sees it; nothing is stored (members of the study only).",
        params: z.object({ id: studyIdSchema, arm: studyArmSchema }),
        body: exerciseTurnBodySchema,
        response: { 200: exerciseTurnReplySchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const { study } = await memberStudy(request);
      return previewTurn(context, study, request.params.arm, {
        body: request.body,
        language: request.body.language,
        policy: await resolveStoragePolicy(request),
      });
    },
  );
};
