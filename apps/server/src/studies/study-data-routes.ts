// What a study has collected: the dashboard, the export, and deleting it all (study-report.ts).
// Registered by study-routes.ts inside the scope of the study's members.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteStudyDataBodySchema,
  deleteStudyDataReplySchema,
  studyDashboardSchema,
  studyExportQuerySchema,
  studyParamsSchema,
  studyReaderCheckParamsSchema,
  studyReaderChecksReplySchema,
} from '@scicomm/shared/study-api';
import { readerCheckResultsSchema } from '@scicomm/shared/reader-check-api';
import { errorResponses } from '../http/error-schema.ts';
import { callerId, memberStudy, NOT_FOR_OTHERS } from './study-access.ts';
import { deleteStudySessions, studyDashboard, studyExport } from './study-report.ts';
import { studyForOwner } from './study-service.ts';
import { studyCheckList, studyCheckResults } from './study-reader-checks.ts';

export const studyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studies/:id/dashboard',
    {
      schema: {
        tags: ['studies'],
        summary:
          'Per arm: participants, sessions started and finished, median time per stage, drop-off; and how much is stored.',
        description: NOT_FOR_OTHERS,
        params: studyParamsSchema,
        response: { 200: studyDashboardSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => studyDashboard(app.db, (await memberStudy(request)).study),
  );

  app.get(
    '/api/studies/:id/export',
    {
      schema: {
        tags: ['studies'],
        summary:
          "The study's sessions: format=csv (one row per session), json (whole conversations and findings) or codebook (what each CSV column holds).",
        description: `Columns: docs/research.md. Never an IP address or a location. ${NOT_FOR_OTHERS}`,
        params: studyParamsSchema,
        querystring: studyExportQuerySchema,
        produces: ['text/csv', 'application/json'],
        response: { 200: z.string().describe('The file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await studyExport(
        app.db,
        app.studyReaderChecks,
        (await memberStudy(request)).study,
        request.query.format,
        await callerId(request),
      );
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
      const caller = await callerId(request);
      const study = await studyForOwner(app.db, caller, request.params.id);
      return deleteStudySessions(app.db, study, request.body.confirmTitle, caller);
    },
  );

  app.get(
    '/api/studies/:id/reader-checks',
    {
      schema: {
        tags: ['studies'],
        summary: "Every participant's reader check: the readers' link, readers so far and wanted.",
        description: NOT_FOR_OTHERS,
        params: studyParamsSchema,
        response: { 200: studyReaderChecksReplySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ checks: await studyCheckList(app.db, app.studyReaderChecks, (await memberStudy(request)).study) }),
  );

  app.get(
    '/api/studies/:id/reader-checks/:checkId',
    {
      schema: {
        tags: ['studies'],
        summary: "A participant's reader check: the heat map's counts, agreement with the measure, clarity, profiles.",
        description: `404 CHECK_NOT_FOUND for a check that is not this study's. ${NOT_FOR_OTHERS}`,
        params: studyReaderCheckParamsSchema,
        response: { 200: readerCheckResultsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      studyCheckResults(
        app.db,
        app.studyReaderChecks,
        (await memberStudy(request)).study,
        await callerId(request),
        request.params.checkId,
      ),
  );
};
