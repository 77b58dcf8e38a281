// A study's collaborators: the owner adds and removes them. Registered by study-routes.ts inside
// the scope of the study's members (a collaborator gets 403 from the service).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCollaboratorBodySchema,
  collaboratorParamsSchema,
  studyParamsSchema,
  studySchema,
} from '@scicomm/shared/study-api';
import { errorResponses } from '../http/error-schema.ts';
import { callerId, NOT_FOR_OTHERS } from './study-access.ts';
import { addCollaborator, removeCollaborator } from './study-service.ts';

export const collaboratorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/studies/:id/collaborators',
    {
      schema: {
        tags: ['studies'],
        summary: "Adds a collaborator by e-mail (owner only; the account must be a researcher's).",
        description: `403 for a collaborator. ${NOT_FOR_OTHERS}`,
        params: studyParamsSchema,
        body: addCollaboratorBodySchema,
        response: { 200: studySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      addCollaborator(app.db, await callerId(request), request.params.id, request.body.email),
  );

  app.delete(
    '/api/studies/:id/collaborators/:userId',
    {
      schema: {
        tags: ['studies'],
        summary: 'Removes a collaborator (owner only).',
        description: `403 for a collaborator. ${NOT_FOR_OTHERS}`,
        params: collaboratorParamsSchema,
        response: { 200: studySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      removeCollaborator(app.db, await callerId(request), request.params.id, request.params.userId),
  );
};
