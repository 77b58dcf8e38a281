// Co-trainer invitations (docs/courses.md "Co-trainers"): the trainers invite, list and withdraw;
// the invited person, signed in with the invited address, sees the invitation and answers it.
// Every route needs a sign-in; the service asks the permissions module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  inviteTrainerBodySchema,
  joinCourseReplySchema,
  trainerInvitationListSchema,
  trainerInvitationParamsSchema,
  trainerInvitationReplySchema,
} from '@scicomm/shared/course-api';
import { requireUser } from '../auth/index.ts';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { countWhatSucceeds, limiterKey } from '../limits/limits.ts';
import {
  answerInvitation,
  invitationPreview,
  inviteTrainer,
  listInvitations,
  withdrawInvitation,
} from './course-invitation-service.ts';
import { errors, tags, type ScopeOptions } from './scope-options.ts';

const invitationErrors = { ...errorResponses(400, 401, 403, 404), 410: errorResponseSchema };

/** The trainers' side: invite by e-mail, see what is pending, withdraw. */
export const trainerInvitationRoutes: FastifyPluginAsyncZod<ScopeOptions> = async (scope, { context }) => {
  // Each invitation is a mail to any address: counted per account (limits/limit-rules.ts).
  const invitations = scope.limits.limiter('course-trainer-invite');

  scope.post(
    '/api/courses/:courseId/trainer-invitations',
    {
      schema: {
        tags,
        summary:
          'Invite a co-trainer by e-mail (trainers): a link is mailed; the person becomes a trainer once they accept it.',
        description:
          'The same 202 and body for any address, with an account or not, a member or not. Inviting the address again replaces its invitation. 429 RATE_LIMITED after too many.',
        params: courseParamsSchema,
        body: inviteTrainerBodySchema,
        response: { 202: trainerInvitationReplySchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const key = limiterKey('user', user.id);
      const invitation = await countWhatSucceeds(reply, invitations, key, () =>
        inviteTrainer(context(), user.id, request.params.courseId, request.body.email),
      );
      return reply.status(202).send({ invitation });
    },
  );

  scope.get(
    '/api/courses/:courseId/trainer-invitations',
    {
      schema: {
        tags,
        summary: "The course's co-trainer invitations not yet answered, oldest first (trainers); expired ones are marked.",
        params: courseParamsSchema,
        response: { 200: trainerInvitationListSchema, ...errors },
      },
    },
    async (request) => ({
      invitations: await listInvitations(context(), (await requireUser(request)).id, request.params.courseId),
    }),
  );

  scope.delete(
    '/api/courses/:courseId/trainer-invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Withdraw a co-trainer invitation (trainers): its link opens nothing from now on.',
        params: trainerInvitationParamsSchema,
        response: { 204: z.null().describe('Withdrawn.'), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await withdrawInvitation(context(), user.id, request.params.courseId, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );
};

/** The invited person's side, from the mailed link. */
export const invitedTrainerRoutes: FastifyPluginAsyncZod<ScopeOptions> = async (scope, { context }) => {
  const description =
    '404 INVITATION_NOT_FOUND (answered, withdrawn or never made); 403 INVITATION_FOR_ANOTHER_ADDRESS when signed in with another address; 410 INVITATION_EXPIRED.';

  scope.get(
    '/api/trainer-invitations/:token',
    {
      schema: {
        tags,
        summary: 'The course an invitation to co-train is for, shown to the invited address before answering.',
        description,
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, ...invitationErrors },
      },
    },
    async (request) => invitationPreview(context(), (await requireUser(request)).id, request.params.token),
  );

  scope.post(
    '/api/trainer-invitations/:token/accept',
    {
      schema: {
        tags,
        summary: "Accept an invitation to co-train: you become one of the course's trainers; the link works no more.",
        description: `${description} 409 ALREADY_MEMBER for a student of the course.`,
        params: invitationTokenParamsSchema,
        response: { 200: joinCourseReplySchema, ...invitationErrors, 409: errorResponseSchema },
      },
    },
    async (request) => answerInvitation(context(), (await requireUser(request)).id, request.params.token, true),
  );

  scope.post(
    '/api/trainer-invitations/:token/decline',
    {
      schema: {
        tags,
        summary: 'Decline an invitation to co-train: nothing changes in the course; the link works no more.',
        description,
        params: invitationTokenParamsSchema,
        response: { 204: z.null().describe('Declined.'), ...invitationErrors },
      },
    },
    async (request, reply) => {
      await answerInvitation(context(), (await requireUser(request)).id, request.params.token, false);
      return reply.status(204).send(null);
    },
  );
};
