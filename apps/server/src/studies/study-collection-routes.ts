// The researcher's studies as a collection: the list and a new study. Registered by
// study-routes.ts inside a researchers-only scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStudyBodySchema,
  studyListReplySchema,
  studySchema,
} from '@scicomm/shared/study-api';
import { errorResponses } from '../http/error-schema.ts';
import { callerId } from './study-access.ts';
import { createStudy, defaultStudyLinks, listStudies } from './study-service.ts';

const RESEARCHERS_ONLY = 'Researchers only (404 for anybody else).';

export const studyCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studies',
    {
      schema: {
        tags: ['studies'],
        summary: 'The studies you own or collaborate on, newest first.',
        description: RESEARCHERS_ONLY,
        response: { 200: studyListReplySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      studies: await listStudies(app.db, await callerId(request)),
      defaultStudy: Boolean(app.config.RESEARCH_UUID),
      defaultStudyLinks: defaultStudyLinks(app.config.RESEARCH_UUID),
    }),
  );

  app.post(
    '/api/studies',
    {
      schema: {
        tags: ['studies'],
        summary: 'Creates a study (you are its owner) with its participant links.',
        description: RESEARCHERS_ONLY,
        body: createStudyBodySchema,
        response: { 201: studySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStudy(app.db, await callerId(request), request.body)),
  );
};
