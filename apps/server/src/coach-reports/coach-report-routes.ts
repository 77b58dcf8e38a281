// Reports of wrong coach remarks (docs/exercises.md "Reporting a wrong remark"): POST a report
// (a signed-in user, or a guest who accepted the terms), and the admins' view of them per kind
// and per week. The admin routes answer 404 to anybody but an admin, before validation, like
// the research pages: nobody else learns that they exist.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import {
  adminAccessReplySchema,
  coachReportsQuerySchema,
  coachReportsReplySchema,
  createCoachReportBodySchema,
  createCoachReportReplySchema,
  createQuestionAnswerBodySchema,
} from '@scicomm/shared/coach-report-api';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { optionalUser, requireSecondFactor } from '../auth/index.ts';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { markAccess } from '../plugins/external/openapi.ts';
import { requestCookies } from '../plugins/external/cookie.ts';
import { AppError, notFound } from '../http/errors.ts';
import { canViewCoachReports } from '../permissions/index.ts';
import { answerQuestion, coachReportsView, reportRemark, type Reporter, type TaskSessionLookup } from './coach-report-service.ts';

export interface CoachReportRoutesOptions {
  /** Who reports, as far as keeping their texts goes: the site's one storage rule (account). */
  storagePolicy: (request: FastifyRequest) => Promise<Reporter>;
  /** The session a signed taskId names (studies' verifiedTaskSession). */
  sessionOfTaskId: TaskSessionLookup;
}

const termsNotAccepted = () =>
  new AppError(403, 'TERMS_NOT_ACCEPTED', 'Accept the terms of use (or sign in) before reporting a remark.');

const NOT_FOR_OTHERS =
  'Admins only: anybody else gets 404 NOT_FOUND, as for a path that does not exist. ' +
  'An admin whose session did not pass two-factor sign-in gets 403 TWO_FACTOR_SETUP_REQUIRED or TWO_FACTOR_REQUIRED.';

export const coachReportRoutes: FastifyPluginAsyncZod<CoachReportRoutesOptions> = async (app, options) => {
  app.post(
    '/api/coach-reports',
    {
      bodyLimit: 16 * 1024,
      // Counted apart from the rest of the API: a twentieth of a client's budget (limits/limit-rules.ts).
      config: { limit: 'coach-reports' },
      schema: {
        tags: ['exercises'],
        summary: "Mark one of the coach's remarks wrong or unhelpful, with an optional comment.",
        description:
          'The kind, span, exercise, stage and place are always kept; the remark, the excerpt and the comment only for a writer whose texts are kept (not for "Don\'t Save Data" or guests). ' +
          'A guest needs the terms accepted (403 TERMS_NOT_ACCEPTED).',
        body: createCoachReportBodySchema,
        response: { 201: createCoachReportReplySchema, ...errorResponses(400, 401, 403), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const reporter = await options.storagePolicy(request);
      if (reporter.userId === null && requestCookies(request)[TERMS_CONSENT_COOKIE] !== 'true') throw termsNotAccepted();
      const context = { db: app.db, secret: app.config.authSecret, sessionOfTaskId: options.sessionOfTaskId };
      return reply.status(201).send(await reportRemark(context, reporter, request.body));
    },
  );

  app.post(
    '/api/question-answers',
    {
      bodyLimit: 4 * 1024,
      config: { limit: 'coach-reports' },
      schema: {
        tags: ['exercises'],
        summary: "Answer one of the coach's questions: the readers know the word, or the writer will change it.",
        description:
          'Only the kind, the language of the text and the answer are kept: no text and no user. A guest needs the terms accepted (403 TERMS_NOT_ACCEPTED). ' +
          'The chat sends the answer with the conversation too, so that the question is not asked again in the session.',
        body: createQuestionAnswerBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const reporter = await options.storagePolicy(request);
      if (reporter.userId === null && requestCookies(request)[TERMS_CONSENT_COOKIE] !== 'true') throw termsNotAccepted();
      await answerQuestion(app.db, request.body);
      return reply.status(204).send(null);
    },
  );

  // Whether the caller is an admin: asked by the web app's menu on every signed-in page, so it
  // answers everybody 200 ({ admin: false } for anybody else); an admin's session without
  // two-factor sign-in gets the 403 the reports give.
  await app.register(async (everyone) => {
    const scope = everyone.withTypeProvider<ZodTypeProvider>();
    markAccess(scope, 'public');
    scope.get(
      '/api/admin/access',
      {
        schema: {
          tags: ['admin'],
          summary: 'Whether you are an admin (the web app shows the admin page and its menu entry).',
          description:
            'admin: false for a visitor, an ordinary user or a revoked admin. An admin whose session did not pass two-factor ' +
            'sign-in gets 403 TWO_FACTOR_SETUP_REQUIRED or TWO_FACTOR_REQUIRED. An invalid or expired bearer token is 401.',
          response: { 200: adminAccessReplySchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const caller = await optionalUser(request);
        if (!(await canViewCoachReports(app.db, caller?.id ?? null))) return { admin: false };
        await requireSecondFactor(request);
        return { admin: true };
      },
    );
  });

  await app.register(async (admins) => {
    const scope = admins.withTypeProvider<ZodTypeProvider>();
    markAccess(scope, 'signed-in');
    scope.addHook('preValidation', async (request) => {
      const caller = await optionalUser(request);
      if (!(await canViewCoachReports(app.db, caller?.id ?? null))) throw notFound('Not found.');
      // The reports of research sessions keep the participants' texts: research data, so the
      // admins need two-factor sign-in as the researchers do (docs/research.md).
      await requireSecondFactor(request);
    });

    scope.get(
      '/api/admin/coach-reports',
      {
        schema: {
          tags: ['admin'],
          summary: "Reports of the coach's remarks per finding kind and per week, and the newest reports.",
          description: `weeks: how many weeks back (this one included, weeks start on Monday, UTC; default 12). ${NOT_FOR_OTHERS}`,
          querystring: coachReportsQuerySchema,
          response: { 200: coachReportsReplySchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => coachReportsView(app.db, request.query.weeks),
    );
  });
};
