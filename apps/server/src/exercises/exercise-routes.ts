// The exercise calls (docs/product.md §7 "Exercise calls"): POST api/HalfLife and api/HalfLife/no-feedback
// (one route per variant in @scicomm/coach's registry that has a public route), and the hidden
// research editions behind /api/exercises/research/{uuid}-{exercise}-{full|slim}, which answer
// 404 unless the path carries the configured RESEARCH_UUID. Bodies and replies keep the
// original's wire format: the whole history plus Messages in, messages + updatedHistory out; the
// public routes answer the original's own client in its shape (wire/original-client.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exercises, type AudienceLevel } from '@scicomm/coach';
import { attachmentHeader, DOCX_TYPE } from '../text-analysis/index.ts';
import { errorResponseSchema } from '../http/error-schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { runExerciseTurn, type ExerciseContext } from './exercise-service.ts';
import { isOriginalClientBody, toOriginalClientReply } from '@scicomm/coach/wire/original-client';
import {
  exerciseTurnBodySchema,
  exerciseTurnReplySchema,
  publicExerciseTurnReplySchema,
} from './exercise-turn-schemas.ts';
import { findResearchEdition, type ExerciseKey } from './research.ts';
import { resolveStoragePolicy } from './storage-policy.ts';
import { courseStudentScope } from './task-token.ts';
import {
  buildSummaryDocument,
  summaryDocumentSchema,
  summaryFileName,
} from './summary-document.ts';

export interface ExerciseRoutesOptions {
  /** The coaches and storage every turn uses (exercise-context.ts; app.ts gives the studies the same). */
  context: ExerciseContext;
  /** Exercises done for a course's assignment (`?course=…&assignment=…`); app.ts gives the courses module's. */
  courseWork?: CourseWork;
}

/** What the courses module does around a turn done for an assignment (docs/courses.md "Attaching work"). */
export interface CourseWork {
  /**
   * Throws 404 unless the caller is a current student of the course and the assignment is this
   * exercise; else gives the readers the assignment names.
   */
  check(userId: string | null, courseId: string, assignmentId: string, exercise: ExerciseKey): Promise<{ readers: AudienceLevel | undefined }>;
  /** Copies the stored turn's texts and figures into the student's submission. */
  record(
    userId: string,
    assignmentId: string,
    exercise: ExerciseKey,
    stored: { rowId: string; fields: Record<string, unknown> },
  ): Promise<void>;  /** Keeps the conversation as the student now sees it, so they continue it in another tab or on another device. */
  keepSession(userId: string, assignmentId: string, session: { messages: Record<string, unknown>[]; history: Record<string, unknown>; savedAt: string }): Promise<void>;
}

const courseQuerySchema = z.object({
  course: z.string().max(100).optional().describe("A course's id: the turn is the student's work on one of its assignments."),
  assignment: z.string().max(100).optional().describe('The assignment (with course).'),
});

const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
};
const turnResponses = { 200: exerciseTurnReplySchema, ...errorResponses };
const publicTurnResponses = { 200: publicExerciseTurnReplySchema, ...errorResponses };

const researchParams = z.object({ slug: z.string().max(200) });

export const researchEditionSchema = z.object({
  exercise: z.enum(Object.keys(exercises) as [ExerciseKey, ...ExerciseKey[]]),
  title: z.string(),
  edition: z.enum(['full', 'slim']),
});

const noSuchResearchPath = () => notFound('There is no research exercise at this address.');

export const exerciseRoutes: FastifyPluginAsyncZod<ExerciseRoutesOptions> = async (app, { context, courseWork }) => {

  for (const [exercise, { title, variants }] of Object.entries(exercises) as [ExerciseKey, (typeof exercises)[ExerciseKey]][]) {
    for (const [variantName, variant] of Object.entries(variants)) {
      if (!variant.route) continue;
      app.post(
        `/api/${variant.route}`,
        {
          schema: {
            tags: ['exercises'],
            summary: `One turn of ${title}${variant.coach === 'neutral' ? ' with neutral coaching (no AI, no jargon feedback)' : ''}.`,
            querystring: courseQuerySchema,
            body: exerciseTurnBodySchema,
            response: publicTurnResponses,
          },
        },
        async (request) => {
          const policy = await resolveStoragePolicy(request);
          const { course, assignment } = request.query;
          let afterStore;
          let scope: string | undefined;
          let readers: AudienceLevel | undefined;
          if (course !== undefined || assignment !== undefined) {
            if (course === undefined || assignment === undefined || !courseWork)
              throw badRequest('A course turn names both course and assignment.', 'INVALID_COURSE_ASSIGNMENT');
            ({ readers } = await courseWork.check(policy.userId, course, assignment, exercise));
            const student = policy.userId!;
            afterStore = (stored: { rowId: string; fields: Record<string, unknown> }) =>
              courseWork.record(student, assignment, exercise, stored);
            scope = courseStudentScope(student);
          }
          const reply = await runExerciseTurn(context, {
            exercise,
            variantName,
            body: request.body,
            language: request.body.language ?? 'en',
            policy,
            ...(afterStore ? { afterStore } : {}),
            ...(scope ? { scope } : {}),
            ...(readers ? { readers } : {}),
          });
          if (scope && courseWork && assignment !== undefined) {
            const sent = request.body.Messages ?? request.body.messages;
            const messages: Record<string, unknown>[] = [...(Array.isArray(sent) ? sent : []), ...reply.messages.map((message) => ({ ...message }))];
            if (messages.some((message) => message['IsStudent'] === true))
              await courseWork.keepSession(policy.userId!, assignment, { messages, history: reply.updatedHistory, savedAt: new Date().toISOString() });
          }
          // The original's paths answer the original's client in its shape (docs/server.md
          // "The original's client"); our web client never sends what tells it apart.
          return isOriginalClientBody(request.body) ? toOriginalClientReply(request.body, reply) : reply;
        },
      );
    }
  }

  app.get(
    '/api/exercises/research/:slug',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Which research edition a hidden research path opens (404 for any other path).',
        params: researchParams,
        response: { 200: researchEditionSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const found = findResearchEdition(request.params.slug, app.config.RESEARCH_UUID);
      if (!found) throw noSuchResearchPath();
      return { exercise: found.exercise, title: exercises[found.exercise].title, edition: found.edition };
    },
  );

  app.post(
    '/api/exercises/research/:slug',
    {
      schema: {
        tags: ['exercises'],
        summary: 'One turn of a research edition (full: the configured coach; slim: neutral coaching).',
        params: researchParams,
        body: exerciseTurnBodySchema,
        response: turnResponses,
      },
    },
    async (request) => {
      const found = findResearchEdition(request.params.slug, app.config.RESEARCH_UUID);
      if (!found) throw noSuchResearchPath();
      return runExerciseTurn(context, {
        exercise: found.exercise,
        variantName: found.variant,
        body: request.body,
        language: request.body.language ?? 'en',
        policy: await resolveStoragePolicy(request),
      });
    },
  );

  app.post(
    '/api/exercises/summary.docx',
    {
      schema: {
        tags: ['exercises'],
        summary: 'The texts of a finished exercise as a Word document, from what its summary shows (nothing is stored).',
        body: summaryDocumentSchema,
        produces: [DOCX_TYPE],
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: '{title}.docx' }),
          400: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .type(DOCX_TYPE)
        .header('content-disposition', attachmentHeader(summaryFileName(request.body.title)))
        .send(await buildSummaryDocument(request.body)),
  );
};
