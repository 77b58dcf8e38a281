// The course API (docs/courses.md): every route needs a sign-in (401 before anything else) and
// answers 404 for a course, assignment, submission or comment the caller may not see. Handlers
// stay thin: the service asks the permissions module and does the work.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DictionarySet } from '@scicomm/jargon';
import {
  assignmentParamsSchema,
  assignmentSchema,
  beforeAfterReplySchema,
  commentParamsSchema,
  commentSchema,
  courseDetailReplySchema,
  courseListReplySchema,
  courseParamsSchema,
  courseSchema,
  createAssignmentBodySchema,
  createCommentBodySchema,
  createCourseBodySchema,
  dashboardReplySchema,
  invitationSummarySchema,
  joinCodeParamsSchema,
  joinCourseBodySchema,
  joinCourseReplySchema,
  joinPreviewReplySchema,
  leaveCourseBodySchema,
  notificationsBodySchema,
  replyBodySchema,
  studentCommentsReplySchema,
  submissionDetailReplySchema,
  submissionParamsSchema,
  submissionSummarySchema,
  assignmentSessionReplySchema,
  submitWorkBodySchema,
} from '@scicomm/shared/course-api';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { courseCorrectionRoutes, coursePeopleCorrectionRoutes } from './course-correction-routes.ts';
import { errors, tags, type ScopeOptions } from './scope-options.ts';
import { courseReaderCheckRoutes } from './course-reader-check-routes.ts';
import { invitedTrainerRoutes, trainerInvitationRoutes } from './course-invitation-routes.ts';
import { requireUser, signedInScope } from '../auth/index.ts';
import { markAccess } from '../plugins/external/openapi.ts';
import { joinCodeLimits } from './course-join-limits.ts';
import { commentMailSender } from './course-comment-mail-sender.ts';
import { countWhatSucceeds, limiterKey } from '../limits/limits.ts';
import { siteOrigin } from '../security/site-origin.ts';
import { attachmentHeader } from '../text-analysis/index.ts';
import { courseDetail, createCourse, listCourses } from './course-service.ts';
import { invitationSummary, joinCourse, joinPreview, leaveCourse, setCommentMail } from './course-membership-service.ts';
import { createAssignment } from './course-assignment-service.ts';
import { assignmentSession, submissionDetail, submitWork } from './course-submission-service.ts';
import { addComment, replyToComment, studentComments } from './course-comment-service.ts';
import { beforeAndAfter, dashboard, dashboardFile } from './course-dashboard-service.ts';
import type { CourseContext } from './course-context.ts';

export interface CourseRoutesOptions {
  /** The De-Jargonizer's period dictionaries (app.ts loads them once). */
  dictionaries: DictionarySet;
}


export const courseRoutes: FastifyPluginAsyncZod<CourseRoutesOptions> = async (
  app,
  { dictionaries },
) => {
  const commentMails = commentMailSender(() => ({ db: app.db, mailer: app.auth.mailer, origin: siteOrigin(app), log: app.log }));
  commentMails.attach(app);
  const context = (): CourseContext => ({
    db: app.db,
    secret: app.config.authSecret,
    origin: siteOrigin(app),
    dictionaries,
    mailer: app.auth.mailer,
    log: app.log,
    wakeCommentMail: commentMails.wake,
  });
  const lookUpByCode = joinCodeLimits(app.limits);
  const createLimit = app.limits.limiter('course-create');
  const byCode = <T>(request: FastifyRequest, reply: FastifyReply, userId: string | null, lookUp: () => Promise<T>) =>
    lookUpByCode(reply, { address: request.ip, userId }, lookUp);

  // The join code is the secret that shows a course's name before sign-in, counted like joining.
  await app.register(async (everyone) => {
    markAccess(everyone, 'public');
    everyone.withTypeProvider<ZodTypeProvider>().get(
      '/api/course-invitations/:code/summary',
      {
        schema: {
          tags,
          summary: "What a join link shows before sign-in: the course's name and its trainers' names.",
          description:
            '404 JOIN_CODE_NOT_FOUND for a code no course has (counted per client: 429 RATE_LIMITED after too many).',
          params: joinCodeParamsSchema,
          response: { 200: invitationSummarySchema, ...errorResponses(400, 404), 429: errorResponseSchema },
        },
      },
      async (request, reply) => byCode(request, reply, null, () => invitationSummary(context(), request.params.code)),
    );
  });

  await app.register(
    signedInScope(async (scope) => {
      scope.post(
        '/api/courses',
        {
          schema: {
            tags,
            summary: 'Create a course; you are its trainer. Its join code and link come back.',
            description: '429 RATE_LIMITED past the courses one account may create per day.',
            body: createCourseBodySchema,
            response: { 201: courseSchema, ...errors, 429: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const user = await requireUser(request);
          const course = await countWhatSucceeds(reply, createLimit, limiterKey('user', user.id), () =>
            createCourse(context(), user.id, request.body),
          );
          return reply.status(201).send(course);
        },
      );

      scope.get(
        '/api/courses',
        {
          schema: {
            tags,
            summary: 'The courses you train or study in, newest first.',
            response: { 200: courseListReplySchema, 401: errorResponseSchema },
          },
        },
        async (request) => ({
          courses: await listCourses(context(), (await requireUser(request)).id),
        }),
      );

      scope.get(
        '/api/course-invitations/:code',
        {
          schema: {
            tags,
            summary: 'What a join code opens: the course and its trainers, shown before joining.',
            description:
              '404 JOIN_CODE_NOT_FOUND for a code no course has (counted: 429 RATE_LIMITED after too many).',
            params: joinCodeParamsSchema,
            response: { 200: joinPreviewReplySchema, ...errors, 429: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const user = await requireUser(request);
          return byCode(request, reply, user.id, () =>
            joinPreview(context(), user.id, request.params.code),
          );
        },
      );

      scope.post(
        '/api/courses/join',
        {
          schema: {
            tags,
            summary: 'Join a course as a student with its code, agreeing to what its trainers see.',
            description:
              '400 without agree: true; 404 JOIN_CODE_NOT_FOUND (counted: 429 RATE_LIMITED after too many). Joining again after leaving is allowed.',
            body: joinCourseBodySchema,
            response: { 200: joinCourseReplySchema, ...errors, 429: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const user = await requireUser(request);
          return byCode(request, reply, user.id, () =>
            joinCourse(context(), user.id, request.body.code),
          );
        },
      );
    }),
  );
  await app.register(signedInScope(courseWorkRoutes), { context });
  await app.register(signedInScope(courseCorrectionRoutes), { context });
  await app.register(signedInScope(coursePeopleCorrectionRoutes), { context });
  await app.register(signedInScope(trainerInvitationRoutes), { context });
  await app.register(signedInScope(invitedTrainerRoutes), { context });
  await app.register(signedInScope(courseReviewRoutes), { context });
  await app.register(signedInScope(courseReaderCheckRoutes), { dictionaries });
};

/** A course's page, leaving it, its assignments and the work attached to them. */
const courseWorkRoutes: FastifyPluginAsyncZod<ScopeOptions> = async (scope, { context }) => {
  const assignmentLimit = scope.limits.limiter('course-assignment-create');
  scope.get(
    '/api/courses/:courseId',
    {
      schema: {
        tags,
        summary:
          'A course as you see it: a trainer with its code and students; a student with their own status per assignment.',
        params: courseParamsSchema,
        response: { 200: courseDetailReplySchema, ...errors },
      },
    },
    async (request) =>
      courseDetail(context(), (await requireUser(request)).id, request.params.courseId),
  );

  scope.post(
    '/api/courses/:courseId/leave',
    {
      schema: {
        tags,
        summary:
          'Leave a course. A student: nothing new is shared; keepWork says whether what was shared stays. A co-trainer: their comments stay (keepWork is not read).',
        description: '403 OWNER_CANNOT_LEAVE for the trainer who created the course.',
        params: courseParamsSchema,
        body: leaveCourseBodySchema,
        response: { 204: z.null().describe('Left.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await leaveCourse(context(), user.id, request.params.courseId, request.body.keepWork);
      return reply.status(204).send(null);
    },
  );

  scope.put(
    '/api/courses/:courseId/notifications',
    {
      schema: {
        tags,
        summary:
          "A student's e-mail setting: comments true sends a mail (a link only) when a trainer comments on their work, in `language` when given (the one they read the site in), else the course's.",
        params: courseParamsSchema,
        body: notificationsBodySchema,
        response: { 200: notificationsBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return setCommentMail(context(), user.id, request.params.courseId, request.body.comments, request.body.language);
    },
  );

  scope.post(
    '/api/courses/:courseId/assignments',
    {
      schema: {
        tags,
        summary:
          'Add an assignment (trainers): an exercise or a De-Jargonizer text, optionally the before or after text.',
        description: '409 MARK_TAKEN when another assignment already has the mark; 429 RATE_LIMITED past the assignments one account may add per hour.',
        params: courseParamsSchema,
        body: createAssignmentBodySchema,
        response: { 201: assignmentSchema, ...errors, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const assignment = await countWhatSucceeds(reply, assignmentLimit, limiterKey('user', user.id), () =>
        createAssignment(context(), user.id, request.params.courseId, request.body),
      );
      return reply.status(201).send(assignment);
    },
  );

  scope.get(
    '/api/courses/:courseId/assignments/:assignmentId/session',
    {
      schema: {
        tags,
        summary: 'The exercise conversation you last left on an assignment, to continue it in this tab or on this device (students).',
        params: assignmentParamsSchema,
        response: { 200: assignmentSessionReplySchema, ...errors },
      },
    },
    async (request) =>
      assignmentSession(context(), (await requireUser(request)).id, request.params.courseId, request.params.assignmentId),
  );

  scope.put(
    '/api/courses/:courseId/assignments/:assignmentId/submission',
    {
      schema: {
        tags,
        summary:
          'Attach one of your tasks to an assignment (students); again, to take its text and figures afresh.',
        description:
          '400 WRONG_TASK_TYPE for a task of another kind; 404 TASK_NOT_FOUND for a task that is not yours.',
        params: assignmentParamsSchema,
        body: submitWorkBodySchema,
        response: { 200: submissionSummarySchema, ...errors },
      },
    },
    async (request) =>
      submitWork(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.assignmentId,
        request.body,
      ),
  );
};

/** The trainers' dashboard, a submission and its comments, and the students' replies. */
const courseReviewRoutes: FastifyPluginAsyncZod<ScopeOptions> = async (scope, { context }) => {
  const commentLimit = scope.limits.limiter('course-comment-create');
  scope.get(
    '/api/courses/:courseId/dashboard',
    {
      schema: {
        tags,
        summary:
          "The trainers' grid: students × assignments (status, score, rare-word share, words, time) and each assignment's medians.",
        params: courseParamsSchema,
        response: { 200: dashboardReplySchema, ...errors },
      },
    },
    async (request) =>
      dashboard(context(), (await requireUser(request)).id, request.params.courseId),
  );

  scope.get(
    '/api/courses/:courseId/before-after',
    {
      schema: {
        tags,
        summary:
          "Before and after (trainers): each student's marked texts and Compare's paired statistics over the class.",
        params: courseParamsSchema,
        response: { 200: beforeAfterReplySchema, ...errors },
      },
    },
    async (request) =>
      beforeAndAfter(context(), (await requireUser(request)).id, request.params.courseId),
  );

  scope.get(
    '/api/courses/:courseId/dashboard.csv',
    {
      schema: {
        tags,
        summary:
          'The dashboard as CSV (trainers): the grid, the medians and the paired change (RFC 4180, formula-safe).',
        params: courseParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('{course-name}-grid-{YYYY-MM-DD}.csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await dashboardFile(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(fileName))
        .send(csv);
    },
  );

  scope.get(
    '/api/courses/:courseId/submissions/:submissionId',
    {
      schema: {
        tags,
        summary:
          "A submission's text and its comments, newest first (the course's trainers, and the student who made it).",
        params: submissionParamsSchema,
        response: { 200: submissionDetailReplySchema, ...errors },
      },
    },
    async (request) =>
      submissionDetail(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.submissionId,
      ),
  );

  scope.post(
    '/api/courses/:courseId/submissions/:submissionId/comments',
    {
      schema: {
        tags,
        summary:
          'Comment on a submission (trainers), on the whole text or on a quoted passage of it.',
        description: '400 QUOTE_NOT_IN_TEXT when the quote is not a passage of the text; 429 RATE_LIMITED past the comments one account may write per hour.',
        params: submissionParamsSchema,
        body: createCommentBodySchema,
        response: { 201: commentSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { courseId, submissionId } = request.params;
      const comment = await countWhatSucceeds(reply, commentLimit, limiterKey('user', user.id), () =>
        addComment(context(), user.id, courseId, submissionId, request.body),
      );
      return reply.status(201).send(comment);
    },
  );

  scope.put(
    '/api/courses/:courseId/comments/:commentId/reply',
    {
      schema: {
        tags,
        summary: 'Reply to a comment on your work (students), once.',
        description: '409 ALREADY_REPLIED for a second reply.',
        params: commentParamsSchema,
        body: replyBodySchema,
        response: { 200: commentSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      replyToComment(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.commentId,
        request.body.body,
      ),
  );

  scope.get(
    '/api/courses/:courseId/comments',
    {
      schema: {
        tags,
        summary: "The trainers' comments on your work in the course, newest first (students).",
        params: courseParamsSchema,
        response: { 200: studentCommentsReplySchema, ...errors },
      },
    },
    async (request) => ({
      comments: await studentComments(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
      ),
    }),
  );
};
