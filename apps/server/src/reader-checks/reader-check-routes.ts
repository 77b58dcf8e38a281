// The writer's reader-check API (docs/reader-check.md "API"): every route needs a sign-in and
// reaches only the caller's own checks (anybody else's is 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DictionarySet } from '@scicomm/jargon';
import {
  createReaderCheckBodySchema,
  listReaderChecksReplySchema,
  readerCheckExportQuerySchema,
  readerCheckIdParamsSchema,
  readerCheckResultsSchema,
  readerCheckSummarySchema,
  updateReaderCheckBodySchema,
} from '@scicomm/shared/reader-check-api';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { countWhatSucceeds, limiterKey } from '../limits/limits.ts';
import { siteOrigin } from '../security/site-origin.ts';
import { requireUser, signedInScope } from '../auth/index.ts';
import { resolveStoragePolicy } from '../account/index.ts';
import {
  createReaderCheck,
  deleteReaderCheck,
  exportReaderCheck,
  getReaderCheckResults,
  listReaderChecks,
  setCheckClosed,
  type ReaderCheckContext,
} from './reader-check-service.ts';

export interface ReaderCheckRoutesOptions {
  dictionaries: DictionarySet;
}

const errors = errorResponses(400, 401, 403, 404);

export const readerCheckRoutes: FastifyPluginAsyncZod<ReaderCheckRoutesOptions> = async (app, options) => {
  const createLimit = app.limits.limiter('reader-check-create');
  const context = (): ReaderCheckContext => ({ db: app.db, dictionaries: options.dictionaries, origin: siteOrigin(app) });

  await app.register(
    signedInScope(async (scope) => {
      scope.post(
        '/api/reader-checks',
        {
          schema: {
            tags: ['reader-checks'],
            summary: 'Create a reader check from a pasted text or one of your saved De-Jargonizer analyses.',
            description: '403 SAVING_DECLINED for a writer who chose not to save texts; 400 TEXT_TOO_LONG or NO_WORDS; 404 ANALYSIS_NOT_FOUND.',
            body: createReaderCheckBodySchema,
            response: { 201: readerCheckSummarySchema, ...errors, 429: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const user = await requireUser(request);
          const key = limiterKey('reader-check', user.id);
          const policy = await resolveStoragePolicy(request);
          const check = await countWhatSucceeds(reply, createLimit, key, () =>
            createReaderCheck(context(), { id: user.id, saveTexts: policy.saveTexts }, request.body),
          );
          return reply.status(201).send(check);
        },
      );

      scope.get(
        '/api/reader-checks',
        {
          schema: { tags: ['reader-checks'], summary: 'Your reader checks, newest first.', response: { 200: listReaderChecksReplySchema, ...errors } },
        },
        async (request) => ({ checks: await listReaderChecks(context(), (await requireUser(request)).id) }),
      );

      scope.get(
        '/api/reader-checks/:id',
        {
          schema: {
            tags: ['reader-checks'],
            summary: "A check's results: heat map counts, agreement with the measure, answers, profile breakdown.",
            params: readerCheckIdParamsSchema,
            response: { 200: readerCheckResultsSchema, ...errors },
          },
        },
        async (request) => getReaderCheckResults(context(), (await requireUser(request)).id, request.params.id),
      );

      scope.patch(
        '/api/reader-checks/:id',
        {
          schema: {
            tags: ['reader-checks'],
            summary: 'Close a check to new readers, or reopen it.',
            params: readerCheckIdParamsSchema,
            body: updateReaderCheckBodySchema,
            response: { 200: readerCheckSummarySchema, ...errors },
          },
        },
        async (request) => setCheckClosed(context(), (await requireUser(request)).id, request.params.id, request.body.closed),
      );

      scope.delete(
        '/api/reader-checks/:id',
        {
          schema: {
            tags: ['reader-checks'],
            summary: 'Delete a check and every response to it; its link stops working at once.',
            params: readerCheckIdParamsSchema,
            response: { 204: z.null().describe('Deleted.'), ...errors },
          },
        },
        async (request, reply) => {
          await deleteReaderCheck(context(), (await requireUser(request)).id, request.params.id);
          return reply.status(204).send(null);
        },
      );

      scope.get(
        '/api/reader-checks/:id/export',
        {
          schema: {
            tags: ['reader-checks'],
            summary: "A check's responses as CSV (one row per reader), JSON (with the words), or the codebook (CSV).",
            params: readerCheckIdParamsSchema,
            querystring: readerCheckExportQuerySchema,
            produces: ['text/csv', 'application/json'],
            response: { 200: z.string().describe('The file'), ...errors },
          },
        },
        async (request, reply) => {
          const file = await exportReaderCheck(context(), (await requireUser(request)).id, request.params.id, request.query.format);
          return reply.type(file.type).header('content-disposition', `attachment; filename="${file.name}"`).send(file.body);
        },
      );
    }),
  );
};
