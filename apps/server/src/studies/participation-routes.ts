// The participants' API of studies (docs/research.md "Taking part"): reached through a study's
// unguessable link token, signed in or not. Registered by the exercise routes, whose coaches
// and storage rules every turn uses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrolBodySchema,
  enrolReplySchema,
  participantParamsSchema,
  participationSchema,
  participationTokenParamsSchema,
} from '@scicomm/shared/study-api';
import { errorResponses } from '../lib/error-schema.ts';
import {
  type ExerciseContext,
  exerciseTurnBodySchema,
  exerciseTurnReplySchema,
  resolveStoragePolicy,
} from '../exercises/index.ts';
import {
  assertParticipant,
  enrol,
  getParticipation,
  participantTurn,
} from './participation-service.ts';

export interface ParticipationRoutesOptions {
  context: ExerciseContext;
}

export const participationRoutes: FastifyPluginAsyncZod<ParticipationRoutesOptions> = async (
  app,
  { context },
) => {
  // A participant's page and answers are nobody else's: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/participate/:token',
    {
      schema: {
        tags: ['studies'],
        summary:
          "What a study link opens: the study's title, description, exercise, state and consent text (never the arm).",
        params: participationTokenParamsSchema,
        response: { 200: participationSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getParticipation(context, request.params.token),
  );

  app.post(
    '/api/participate/:token/enrol',
    {
      schema: {
        tags: ['studies'],
        summary:
          'Takes part: checks consent and the identifier, gives the participant an arm and returns their id.',
        description:
          '409 STUDY_CLOSED or STUDY_ENDED when the study takes no new participants; 400 CONSENT_REQUIRED or PARTICIPANT_REQUIRED.',
        params: participationTokenParamsSchema,
        body: enrolBodySchema,
        response: { 200: enrolReplySchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => enrol(context, request.params.token, request.body),
  );

  app.get(
    '/api/participate/:token/participants/:participantId',
    {
      schema: {
        tags: ['studies'],
        summary:
          'Whether a participant id this browser kept still takes part (404 PARTICIPANT_NOT_FOUND once the data was deleted).',
        params: participantParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await assertParticipant(context, request.params.token, request.params.participantId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/participate/:token/participants/:participantId/turn',
    {
      schema: {
        tags: ['studies'],
        summary:
          'One exercise turn of an enrolled participant, in their arm (the body and reply of every exercise call).',
        params: participantParamsSchema,
        body: exerciseTurnBodySchema,
        response: { 200: exerciseTurnReplySchema, ...errorResponses(400, 401, 404, 413) },
      },
    },
    async (request) =>
      participantTurn(context, {
        token: request.params.token,
        participantId: request.params.participantId,
        body: request.body,
        language: request.body.language,
        policy: await resolveStoragePolicy(request),
      }),
  );
};
