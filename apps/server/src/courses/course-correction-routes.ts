// Corrections in a course (docs/courses.md "Corrections"): a trainer edits the course, gives it a
// new join code, edits or deletes an assignment, removes a student or a co-trainer; a comment's
// author edits or deletes it. Every route needs a sign-in and answers 404 for what the caller may
// not change; the service asks the permissions module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentParamsSchema,
  assignmentSchema,
  commentParamsSchema,
  commentSchema,
  courseParamsSchema,
  courseSchema,
  courseTrainerSchema,
  deleteAssignmentQuerySchema,
  memberParamsSchema,
  updateAssignmentBodySchema,
  updateCommentBodySchema,
  updateCourseBodySchema,
} from '@scicomm/shared/course-api';
import { requireUser } from '../auth/index.ts';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { errors, tags, type ScopeOptions } from './scope-options.ts';
import { renewJoinCode, updateCourse } from './course-service.ts';
import { removeStudent, removeTrainer } from './course-membership-service.ts';
import { deleteAssignment, updateAssignment } from './course-assignment-service.ts';
import { deleteComment, updateComment } from './course-comment-service.ts';

const done = z.null().describe('Done.');

/** Corrections (trainers): the course, its join code, its assignments. */
export const courseCorrectionRoutes: FastifyPluginAsyncZod<ScopeOptions> = async (scope, { context }) => {
  scope.patch(
    '/api/courses/:courseId',
    {
      schema: {
        tags,
        summary: "Correct the course's name, language, readers or days (trainers).",
        params: courseParamsSchema,
        body: updateCourseBodySchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    async (request) =>
      updateCourse(context(), (await requireUser(request)).id, request.params.courseId, request.body),
  );

  scope.post(
    '/api/courses/:courseId/join-code',
    {
      schema: {
        tags,
        summary: 'A new join code for the course (trainers); the old code and link open nothing from now on.',
        params: courseParamsSchema,
        response: { 200: courseSchema, ...errors },
      },
    },
    async (request) =>
      renewJoinCode(context(), (await requireUser(request)).id, request.params.courseId),
  );

  scope.patch(
    '/api/courses/:courseId/assignments/:assignmentId',
    {
      schema: {
        tags,
        summary:
          'Correct an assignment (trainers): title, instructions, readers, due day, before/after mark, or its kind while no work is attached.',
        description:
          '409 MARK_TAKEN when another assignment has the mark; 409 ASSIGNMENT_HAS_SUBMISSIONS for a new kind once students attached work.',
        params: assignmentParamsSchema,
        body: updateAssignmentBodySchema,
        response: { 200: assignmentSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      updateAssignment(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.assignmentId,
        request.body,
      ),
  );

  scope.delete(
    '/api/courses/:courseId/assignments/:assignmentId',
    {
      schema: {
        tags,
        summary:
          "Delete an assignment (trainers), with the course's copies of the work attached to it; the students' saved tasks stay theirs.",
        description:
          '409 ASSIGNMENT_HAS_SUBMISSIONS, saying how many, unless ?submissions= is the number of students who attached work.',
        params: assignmentParamsSchema,
        querystring: deleteAssignmentQuerySchema,
        response: { 204: done, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { courseId, assignmentId } = request.params;
      await deleteAssignment(
        context(),
        (await requireUser(request)).id,
        courseId,
        assignmentId,
        request.query.submissions ?? 0,
      );
      return reply.status(204).send(null);
    },
  );
};

/** Removing a student or a co-trainer (trainers); editing or deleting one's own comment. */
export const coursePeopleCorrectionRoutes: FastifyPluginAsyncZod<ScopeOptions> = async (scope, { context }) => {
  scope.delete(
    '/api/courses/:courseId/students/:userId',
    {
      schema: {
        tags,
        summary:
          "Remove a student (trainers): their work leaves the course with its comments; their course list says they were removed.",
        params: memberParamsSchema,
        response: { 204: done, ...errors },
      },
    },
    async (request, reply) => {
      await removeStudent(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.userId,
      );
      return reply.status(204).send(null);
    },
  );

  scope.delete(
    '/api/courses/:courseId/trainers/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a co-trainer (trainers); the trainer who created the course stays. The trainers come back.',
        description: '403 OWNER_CANNOT_BE_REMOVED for the creator.',
        params: memberParamsSchema,
        response: {
          200: z.object({ trainers: z.array(courseTrainerSchema) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      trainers: await removeTrainer(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.userId,
      ),
    }),
  );

  scope.patch(
    '/api/courses/:courseId/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Correct your comment (its author, a trainer of the course).',
        params: commentParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) =>
      updateComment(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.commentId,
        request.body.body,
      ),
  );

  scope.delete(
    '/api/courses/:courseId/comments/:commentId',
    {
      schema: {
        tags,
        summary:
          'Delete your comment (its author); one the student replied to stays as a "comment deleted" mark above the reply.',
        params: commentParamsSchema,
        response: { 204: done, ...errors },
      },
    },
    async (request, reply) => {
      await deleteComment(
        context(),
        (await requireUser(request)).id,
        request.params.courseId,
        request.params.commentId,
      );
      return reply.status(204).send(null);
    },
  );
};
