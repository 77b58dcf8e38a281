// The accounts API (docs/accounts.md): registration with demographics, the profile,
// and the task history. Everything but registration needs a signed-in user and reaches only
// that user's rows; another user's task is "not found" (404), never "forbidden".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileReplySchema,
  registerBodySchema,
  registerReplySchema,
  taskParamsSchema,
  taskReplySchema,
  tasksReplySchema,
  updateProfileBodySchema,
  updateProfileReplySchema,
} from '@scicomm/shared/account-api';
import { forbidden } from '../http/errors.ts';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import {
  AUTH_BASE_PATH,
  clientKey,
  setTrustedDevice,
  copySetCookies,
  toWebRequest,
  isSameOriginRequest,
  requireUser,
  signedInScope,
} from '../auth/index.ts';
import { assertAttemptAllowed } from '../limits/limits.ts';
import {
  getProfile,
  getTask,
  listTasks,
  registerAccount,
  updateProfile,
} from './account-service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {

  app.post(
    '/api/account/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account with its demographics and sign in (session cookie).',
        body: registerBodySchema,
        response: {
          201: registerReplySchema,
          ...errors,
          429: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // A forged registration from another site would sign the victim into the forger's account.
      if (!isSameOriginRequest(request, app.config))
        throw forbidden('This request came from another site and was refused.');
      const client = clientKey(request);
      await assertAttemptAllowed(reply, [[app.auth.limits.client, client]]);
      await app.auth.limits.client.record(client);
      const registered = await registerAccount(
        {
          db: app.db,
          signUp: async (email, password, name) =>
            (await app.auth.library()).handler(
              toWebRequest(request, `${AUTH_BASE_PATH}/sign-up/email`, { email, password, name }),
            ),
          signIn: async (email, password) =>
            (await app.auth.library()).handler(
              toWebRequest(request, `${AUTH_BASE_PATH}/sign-in/email`, { email, password }),
            ),
        },
        request.body,
      );
      copySetCookies(reply, registered.setCookies);
      // The browser that chose the password is the owner's: exempt from the account-wide limit.
      setTrustedDevice(
        reply,
        app.config.authSecret,
        request.body.email,
        app.config.NODE_ENV === 'production',
      );
      return reply.status(201).send({ user: registered.user });
    },
  );

  // The signed-in user's own data: every route in this scope requires a sign-in.
  await app.register(
    signedInScope(async (scope) => {
      scope.get(
        '/api/account/profile',
        {
          schema: {
            tags: ['account'],
            summary: "The signed-in user's profile (demographics and the save-my-texts choice).",
            response: { 200: profileReplySchema, ...errors },
          },
        },
        async (request) => {
          const user = await requireUser(request);
          return { profile: await getProfile(app.db, user) };
        },
      );

      scope.put(
        '/api/account/profile',
        {
          schema: {
            tags: ['account'],
            summary:
              'Save the profile; with rejectSaveData true, every past task is anonymised in the same transaction.',
            body: updateProfileBodySchema,
            response: { 200: updateProfileReplySchema, ...errors },
          },
        },
        async (request) => {
          const user = await requireUser(request);
          return updateProfile(app.db, user, request.body);
        },
      );

      scope.get(
        '/api/account/tasks',
        {
          schema: {
            tags: ['account'],
            summary: "The user's past tasks of the six tools, newest first.",
            response: { 200: tasksReplySchema, ...errors },
          },
        },
        async (request) => {
          const user = await requireUser(request);
          return { tasks: await listTasks(app.db, user.id) };
        },
      );

      scope.get(
        '/api/account/tasks/:type/:id',
        {
          schema: {
            tags: ['account'],
            summary: 'One past task of the user, read-only: its conversation or De-Jargonizer record.',
            params: taskParamsSchema,
            response: { 200: taskReplySchema, ...errors },
          },
        },
        async (request) => {
          const user = await requireUser(request);
          return { task: await getTask(app.db, user.id, request.params.type, request.params.id) };
        },
      );
    }),
  );
};
