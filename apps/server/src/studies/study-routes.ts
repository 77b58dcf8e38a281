// The researchers' API of studies (docs/research.md "Studies"). Registered inside the research
// routes, so every answer is `Cache-Control: no-store`. For anybody who is not the study's owner
// or collaborator — visitors, ordinary users, revoked researchers, other researchers — every
// route answers 404 before it reads the body or the query, as for a study that does not exist.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCollaboratorBodySchema,
  collaboratorParamsSchema,
  createStudyBodySchema,
  deleteStudyDataBodySchema,
  deleteStudyDataReplySchema,
  studyDashboardSchema,
  studyExportQuerySchema,
  studyIdSchema,
  studyListReplySchema,
  studyParamsSchema,
  studySchema,
  updateStudyBodySchema,
} from '@scicomm/shared/study-api';
import { optionalUser } from '../auth/index.ts';
import { errorResponses } from '../lib/error-schema.ts';
import { assertResearcher, researchNotFound } from '../research/index.ts';
import {
  deleteStudySessions,
  studyCodebook,
  studyCsv,
  studyDashboard,
  studyJson,
} from './study-report.ts';
import {
  addCollaborator,
  createStudy,
  defaultStudyLinks,
  listStudies,
  removeCollaborator,
  studyForMember,
  studyForOwner,
  toStudy,
  updateStudy,
} from './study-service.ts';

const NOT_FOR_OTHERS =
  "The study's owner and collaborators only: anybody else gets 404 NOT_FOUND, as for a study that does not exist.";

async function callerId(request: FastifyRequest): Promise<string | null> {
  return (await optionalUser(request))?.id ?? null;
}

/** The study id of the path, or 404 (a malformed id is a study that does not exist). */
function studyIdOf(request: FastifyRequest): string {
  const parsed = studyIdSchema.safeParse((request.params as { id?: unknown }).id);
  if (!parsed.success) throw researchNotFound();
  return parsed.data;
}

export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs before validation: a stranger learns nothing from a 400. */
  const membersOnly = {
    preValidation: async (request: FastifyRequest) => {
      await studyForMember(app.db, await callerId(request), studyIdOf(request));
    },
  };
  const researchersOnly = {
    preValidation: async (request: FastifyRequest) => {
      await assertResearcher(app.db, await callerId(request));
    },
  };

  app.get(
    '/api/studies',
    {
      ...researchersOnly,
      schema: {
        tags: ['studies'],
        summary: 'The studies you own or collaborate on, newest first.',
        description: 'Researchers only (404 for anybody else).',
        response: { 200: studyListReplySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      studies: await listStudies(app.db, await callerId(request)),
      defaultStudy: Boolean(app.config.RESEARCH_UUID),
      defaultStudyLinks: defaultStudyLinks(app.config.RESEARCH_UUID),
    }),
  );

  app.post(
    '/api/studies',
    {
      ...researchersOnly,
      schema: {
        tags: ['studies'],
        summary: 'Creates a study (you are its owner) with its participant links.',
        description: 'Researchers only (404 for anybody else).',
        body: createStudyBodySchema,
        response: { 201: studySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStudy(app.db, await callerId(request), request.body)),
  );

  app.get(
    '/api/studies/:id',
    {
      ...membersOnly,
      schema: {
        tags: ['studies'],
        summary: 'A study: its settings, links, owner and collaborators.',
        description: NOT_FOR_OTHERS,
        params: studyParamsSchema,
        response: { 200: studySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      toStudy(app.db, await studyForMember(app.db, await callerId(request), request.params.id)),
  );

  app.patch(
    '/api/studies/:id',
    {
      ...membersOnly,
      schema: {
        tags: ['studies'],
        summary:
          'Changes the title, description, consent text, status (open or closed) or end day.',
        description: `The exercise, arms and allocation cannot change once a study exists. ${NOT_FOR_OTHERS}`,
        params: studyParamsSchema,
        body: updateStudyBodySchema,
        response: { 200: studySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateStudy(app.db, await callerId(request), request.params.id, request.body),
  );

  app.post(
    '/api/studies/:id/collaborators',
    {
      ...membersOnly,
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
      ...membersOnly,
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

  app.get(
    '/api/studies/:id/dashboard',
    {
      ...membersOnly,
      schema: {
        tags: ['studies'],
        summary:
          'Per arm: participants, sessions started and finished, median time per stage, drop-off; and how much is stored.',
        description: NOT_FOR_OTHERS,
        params: studyParamsSchema,
        response: { 200: studyDashboardSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      studyDashboard(
        app.db,
        (await studyForMember(app.db, await callerId(request), request.params.id)).study,
      ),
  );

  app.get(
    '/api/studies/:id/export',
    {
      ...membersOnly,
      schema: {
        tags: ['studies'],
        summary:
          "The study's sessions: format=csv (one row per session), json (whole conversations and findings) or codebook (what each CSV column holds).",
        description: `Columns: docs/research.md. Never an IP address or a location. ${NOT_FOR_OTHERS}`,
        params: studyParamsSchema,
        querystring: studyExportQuerySchema,
        produces: ['text/csv', 'application/json'],
        response: { 200: z.string().describe('The file'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { study } = await studyForMember(app.db, await callerId(request), request.params.id);
      const file =
        request.query.format === 'json'
          ? await studyJson(app.db, study)
          : request.query.format === 'codebook'
            ? studyCodebook(study)
            : await studyCsv(app.db, study);
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${encodeURIComponent(file.fileName)}"`,
        )
        .send(file.body);
    },
  );

  app.delete(
    '/api/studies/:id/sessions',
    {
      ...membersOnly,
      schema: {
        tags: ['studies'],
        summary:
          'Deletes every session and participant of the study, in one transaction (owner only; the title typed again confirms).',
        description: `400 CONFIRMATION_MISMATCH when the title does not match; 403 for a collaborator. ${NOT_FOR_OTHERS}`,
        params: studyParamsSchema,
        body: deleteStudyDataBodySchema,
        response: { 200: deleteStudyDataReplySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const study = await studyForOwner(app.db, await callerId(request), request.params.id);
      return deleteStudySessions(app.db, study, request.body.confirmTitle);
    },
  );
};
