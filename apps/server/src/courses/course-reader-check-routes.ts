// A course's reader checks (docs/courses.md "Reader checks"), registered by course-routes.ts
// inside its signed-in scope: the student's agreement, the trainer's check made from a submission,
// the grid's list and the results. 404 for a course or submission the caller may not see.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DictionarySet } from '@scicomm/jargon';
import { courseParamsSchema, submissionParamsSchema } from '@scicomm/shared/course-api';
import {
  courseReaderChecksReplySchema,
  readersAgreementBodySchema,
  submissionReaderCheckSchema,
} from '@scicomm/shared/course-reader-check-api';
import { readerCheckResultsSchema } from '@scicomm/shared/reader-check-api';
import { errors, tags } from './scope-options.ts';
import { errorResponseSchema } from '../http/error-schema.ts';
import { requireUser } from '../auth/index.ts';
import { siteOrigin } from '../security/site-origin.ts';
import { courseReaderChecks } from '../reader-checks/index.ts';
import {
  courseReaderCheckList,
  sendSubmissionToReaders,
  setReadersAgreement,
  submissionReaderCheck,
  submissionReaderCheckResults,
  type CourseReaderCheckContext,
} from './course-reader-check-service.ts';


export const courseReaderCheckRoutes: FastifyPluginAsyncZod<{ dictionaries: DictionarySet }> = async (
  app,
  { dictionaries },
) => {
  const checks = courseReaderChecks(() => ({ db: app.db, dictionaries, origin: siteOrigin(app) }));
  const context = (): CourseReaderCheckContext => ({ db: app.db, readerChecks: checks });
  const at = '/api/courses/:courseId/submissions/:submissionId/reader-check';

  app.get(
    '/api/courses/:courseId/reader-checks',
    {
      schema: {
        tags,
        summary:
          "The submissions whose students let the readers check them, or that have a check, with its readers (trainers).",
        params: courseParamsSchema,
        response: { 200: courseReaderChecksReplySchema, ...errors },
      },
    },
    async (request) => ({
      submissions: await courseReaderCheckList(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
      ),
    }),
  );

  app.get(
    at,
    {
      schema: {
        tags,
        summary:
          "A submission's agreement and reader check (the course's trainers, and the student who made it).",
        params: submissionParamsSchema,
        response: { 200: submissionReaderCheckSchema, ...errors },
      },
    },
    async (request) =>
      submissionReaderCheck(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.submissionId,
      ),
  );

  app.put(
    `${at}/agreement`,
    {
      schema: {
        tags,
        summary:
          "Let the course's readers check this text, or withdraw it (the student who made it); attaching another text asks again.",
        params: submissionParamsSchema,
        body: readersAgreementBodySchema,
        response: { 200: submissionReaderCheckSchema, ...errors },
      },
    },
    async (request) =>
      setReadersAgreement(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.submissionId,
        request.body.agree,
      ),
  );

  app.post(
    at,
    {
      schema: {
        tags,
        summary:
          "Send a student's finished text to the course's readers (trainers): 201 with a new reader check (replacing one of an earlier text), or 200 with the check it has of this same text, its readers kept.",
        description:
          '409 READERS_NOT_AGREED without the student\'s agreement to this text (or once they left), 409 SUBMISSION_NOT_FINISHED, 400 TEXT_NOT_CHECKABLE.',
        params: submissionParamsSchema,
        response: { 200: submissionReaderCheckSchema, 201: submissionReaderCheckSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { courseId, submissionId } = request.params;
      const { state, made } = await sendSubmissionToReaders(context(), user.id, courseId, submissionId);
      return reply.status(made ? 201 : 200).send(state);
    },
  );

  app.get(
    `${at}/results`,
    {
      schema: {
        tags,
        summary: "The results of a submission's reader check (the course's trainers).",
        params: submissionParamsSchema,
        response: { 200: readerCheckResultsSchema, ...errors },
      },
    },
    async (request) =>
      submissionReaderCheckResults(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.submissionId,
      ),
  );
};
