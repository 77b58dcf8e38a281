// A study's audit trail (docs/research.md "Audit trail"): who exported, deleted, changed its
// settings or collaborators, or the researcher role of one of its members, and when. Registered
// by study-routes.ts inside the scope of the study's members.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studyAuditSchema, studyParamsSchema, type StudyAudit } from '@scicomm/shared/study-api';
import { listStudyAuditEvents } from '../audit/index.ts';
import { errorResponses } from '../http/error-schema.ts';
import { memberStudy, NOT_FOR_OTHERS } from './study-access.ts';

const SHOWN_EVENTS = 200;

export const studyAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studies/:id/audit',
    {
      schema: {
        tags: ['studies'],
        summary: "The study's audit trail, newest first (the latest 200 events).",
        description: NOT_FOR_OTHERS,
        params: studyParamsSchema,
        response: { 200: studyAuditSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<StudyAudit> => {
      const { study } = await memberStudy(request);
      const rows = await listStudyAuditEvents(app.db, study.id, SHOWN_EVENTS);
      return {
        events: rows.map((row) => ({
          at: row.at.toISOString(),
          action: row.action as StudyAudit['events'][number]['action'],
          actor: row.actorEmail,
          actorDeleted: row.actorDeleted,
          subject: row.subjectEmail,
          detail: row.detail as StudyAudit['events'][number]['detail'],
        })),
      };
    },
  );
};
