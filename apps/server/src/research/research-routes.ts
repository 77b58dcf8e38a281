// The researchers' API (docs/research.md): whether the caller is a researcher, how many
// sessions each research edition has, and the CSV export. Only a signed-in researcher reaches
// the data; for visitors, ordinary users and users whose role was revoked those routes answer 404,
// exactly like a path that does not exist, before anything else (even a malformed query).
// Nothing here grants or revokes the role: that is the command line's alone (admin-cli.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  researchAccessReplySchema,
  researchExportQuerySchema,
  researchRangeQuerySchema,
  researchSummaryReplySchema,
} from '@scicomm/shared/research-api';
import { errorResponses } from '../http/error-schema.ts';
import { markAccess } from '../plugins/external/openapi.ts';
import { optionalUser, requireSecondFactor } from '../auth/index.ts';
import { canViewResearch } from '../permissions/index.ts';
import { researchExport, researchNotFound, researchSummary } from './research-service.ts';

/**
 * Research data's gate: 404 to anybody but a researcher, then 403 TWO_FACTOR_SETUP_REQUIRED or
 * TWO_FACTOR_REQUIRED to a researcher whose session did not pass the second factor
 * (docs/research.md "Two-factor sign-in").
 */
export async function assertResearchAccess(request: FastifyRequest): Promise<void> {
  const caller = await optionalUser(request);
  if (!(await canViewResearch(request.server.db, caller?.id ?? null))) throw researchNotFound();
  await requireSecondFactor(request);
}

const errors = errorResponses(400, 401, 403, 404);

const NOT_FOR_OTHERS =
  'Researchers only: anybody else (visitors, ordinary users, revoked researchers) gets 404 NOT_FOUND, as for a path that does not exist. ' +
  'An invalid or expired bearer token is 401. A researcher whose session did not pass two-factor sign-in gets 403 ' +
  'TWO_FACTOR_SETUP_REQUIRED (two-factor is off) or TWO_FACTOR_REQUIRED (this session was signed in without the code).';

export const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whether the caller is a researcher: asked by the web app's menu on every signed-in page, so
  // it answers everybody 200 ({ researcher: false } for anybody else, which tells nothing of
  // another account); a researcher's session without two-factor sign-in gets the 403 the other routes give.
  await app.register(async (everyone) => {
    const scope = everyone.withTypeProvider<ZodTypeProvider>();
    markAccess(scope, 'public');
    scope.get(
      '/api/research/access',
      {
        schema: {
          tags: ['research'],
          summary: 'Whether you are a researcher (the web app shows the Research page and its menu entry).',
          description:
            'researcher: false for a visitor, an ordinary user or a revoked researcher. A researcher whose session did not pass ' +
            'two-factor sign-in gets 403 TWO_FACTOR_SETUP_REQUIRED or TWO_FACTOR_REQUIRED. An invalid or expired bearer token is 401.',
          response: { 200: researchAccessReplySchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const caller = await optionalUser(request);
        if (!(await canViewResearch(app.db, caller?.id ?? null))) return { researcher: false };
        await requireSecondFactor(request);
        return { researcher: true };
      },
    );
  });


  // The research feature's own routes: researchers only, in a guarded scope. The check runs
  // before validation, so that nobody but a researcher learns anything from a 400.
  await app.register(async (researchers) => {
    const scope = researchers.withTypeProvider<ZodTypeProvider>();
    markAccess(scope, 'signed-in');
    scope.addHook('preValidation', assertResearchAccess);

    scope.get(
      '/api/research/summary',
      {
        schema: {
          tags: ['research'],
          summary: 'Research sessions started and finished, per research edition.',
          description:
            'Optionally only sessions that started between from and to (YYYY-MM-DD, UTC days, both included). ' + NOT_FOR_OTHERS,
          querystring: researchRangeQuerySchema,
          response: { 200: researchSummaryReplySchema, ...errors },
        },
      },
      async (request) => researchSummary(app.db, request.query),
    );

    scope.get(
      '/api/research/export',
      {
        schema: {
          tags: ['research'],
          summary: 'The research sessions as CSV (UTF-8 with BOM): one row per session.',
          description:
            'editions: comma-separated research editions (default: all); from, to: YYYY-MM-DD, UTC days, both included. ' +
            'Columns: docs/research.md. Never an IP address or a location. ' +
            NOT_FOR_OTHERS,
          querystring: researchExportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('The CSV file'), ...errors },
        },
      },
      async (request, reply) => {
        const { csv, fileName } = await researchExport(app.db, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    );
  });
};
