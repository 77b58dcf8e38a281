// The participants' API of studies (docs/research.md "Taking part"): reached through a study's
// unguessable link token, signed in or not. Every turn runs with the exercises' coaches and
// storage rules (the context study-routes.ts passes on).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrolBodySchema,
  enrolReplySchema,
  participantParamsSchema,
  participationSchema,
  participantReaderCheckSchema,
  participationTokenParamsSchema,
  resumableSessionSchema,
} from '@scicomm/shared/study-api';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { assertAttemptAllowed, limiterKey } from '../limits/limits.ts';
import {
  type ExerciseContext,
  exerciseTurnBodySchema,
  exerciseTurnReplySchema,
  resolveStoragePolicy,
} from '../exercises/index.ts';
import {
  enrol,
  getParticipation,
  participantStudy,
  participantTurn,
  resumableSession,
} from './participation-service.ts';
import { participantCheck } from './study-reader-checks.ts';

export interface ParticipationRoutesOptions {
  context: ExerciseContext;
}

// A class behind one school address enrols on one link together: 60 per client per quarter
// hour; a link takes 2,000 an hour from everybody (a lecture hall is a few hundred): limits/limit-rules.ts.

export const participationRoutes: FastifyPluginAsyncZod<ParticipationRoutesOptions> = async (
  app,
  { context },
) => {
  const perClient = app.limits.limiter('study-enrol-client');
  const perLink = app.limits.limiter('study-enrol-link');

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
          '409 STUDY_CLOSED or STUDY_ENDED when the study takes no new participants; 400 CONSENT_REQUIRED or PARTICIPANT_REQUIRED; 403 PARTICIPANT_KEY_INVALID when a personal link lacks its key; 429 RATE_LIMITED. An identifier enrolled before gets the same participant back.',
        params: participationTokenParamsSchema,
        body: enrolBodySchema,
        response: { 200: enrolReplySchema, ...errorResponses(400, 403, 404, 409), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      // The client's address only ever as a keyed hash inside the limiter.
      const checks: Array<[typeof perClient, string]> = [
        [perClient, limiterKey('enrol', `${token}\u0000${request.ip}`)],
        [perLink, limiterKey('link', token)],
      ];
      await assertAttemptAllowed(reply, checks);
      await Promise.all(checks.map(([limiter, key]) => limiter.record(key)));
      return enrol(context, token, request.body);
    },
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
      await participantStudy(context, request.params.token, request.params.participantId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/participate/:token/participants/:participantId/session',
    {
      schema: {
        tags: ['studies'],
        summary:
          "The participant's unfinished session (its sealed history and conversation), to resume it in another browser; 204 when there is none.",
        params: participantParamsSchema,
        response: { 200: resumableSessionSchema, 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const session = await resumableSession(context, request.params.token, request.params.participantId);
      if (!session) return reply.status(204).send(null);
      return { history: session.history, messages: session.messages as unknown as Array<Record<string, unknown>> };
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
        readerChecks: app.studyReaderChecks,
      }),
  );

  app.get(
    '/api/participate/:token/participants/:participantId/reader-check',
    {
      schema: {
        tags: ['studies'],
        summary:
          "The reader check of the participant's latest finished session: the link to pass to their readers; 204 when there is none.",
        params: participantParamsSchema,
        response: { 200: participantReaderCheckSchema, 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { token, participantId } = request.params;
      const study = await participantStudy(context, token, participantId);
      const check = await participantCheck(context.db, app.studyReaderChecks, study, participantId);
      if (!check) return reply.status(204).send(null);
      return check;
    },
  );
};
