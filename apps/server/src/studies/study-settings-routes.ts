// One study's settings: read them, change what may change. Registered by study-routes.ts inside
// the scope of the study's members.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studyParamsSchema, studySchema, updateStudyBodySchema } from '@scicomm/shared/study-api';
import { errorResponses } from '../http/error-schema.ts';
import { callerId, memberStudy, NOT_FOR_OTHERS } from './study-access.ts';
import { toStudy, updateStudy } from './study-service.ts';

export const studySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studies/:id',
    {
      schema: {
        tags: ['studies'],
        summary: 'A study: its settings, links, owner and collaborators.',
        description: NOT_FOR_OTHERS,
        params: studyParamsSchema,
        response: { 200: studySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => toStudy(app.db, await memberStudy(request)),
  );

  app.patch(
    '/api/studies/:id',
    {
      schema: {
        tags: ['studies'],
        summary:
          'Changes the title, description, consent text, status (open or closed) or end day.',
        description: `The exercise, arms and allocation cannot change once a study exists. ${NOT_FOR_OTHERS}`,
        params: studyParamsSchema,
        body: updateStudyBodySchema,
        response: { 200: studySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateStudy(app.db, await callerId(request), request.params.id, request.body),
  );
};
