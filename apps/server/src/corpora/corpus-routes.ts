// The corpus jobs' API (docs/research.md "Corpora"), under the research area's gate: 404 to anybody
// but a researcher, 403 without two-factor sign-in; a job that is neither the caller's nor one of
// their studies' is 404 too. The upload is a multipart form whose file is streamed to a temporary
// file (up to 2 GB, never held in memory), read into the database, then deleted.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CORPUS_MAX_BYTES,
  corpusJobActionParamsSchema,
  corpusJobListSchema,
  corpusJobParamsSchema,
  corpusJobSchema,
  corpusSubmitFieldsSchema,
  corpusSummarySchema,
} from '@scicomm/shared/corpus-api';
import { requireUser } from '../auth/index.ts';
import { errorResponses } from '../http/error-schema.ts';
import { AppError, badRequest, payloadTooLarge } from '../http/errors.ts';
import { markAccess } from '../plugins/external/openapi.ts';
import { assertResearchAccess } from '../research/index.ts';
import { PERSONAL_TOKEN_SCHEME, personalTokenOf, personalTokenUser } from './personal-tokens.ts';
import { changeCorpusJob, corpusJobFor, corpusSummary, listCorpusJobs, submitCorpus, toCorpusJob, type CorpusContext, type CorpusUpload } from './corpus-service.ts';
import { writeResultsCsv, writeResultsParquetFile } from './corpus-results.ts';

const ACCESS =
  'Signed in (session) or a personal access token (Authorization: Bearer scs_pat_…, made on the profile page; 401 when unknown or revoked, 429 beyond 120 requests a minute). ' +
  'Researchers only (anybody else: 404 NOT_FOUND); 403 TWO_FACTOR_SETUP_REQUIRED or TWO_FACTOR_REQUIRED without two-factor sign-in. ' +
  "A job is its owner's, and its study's members' when it belongs to one; for anybody else it does not exist (404).";

interface ReceivedForm {
  upload: CorpusUpload | null;
  fields: Record<string, string>;
}

/** Streams the form's one file to a temporary file (its path pushed to `written` first, for the caller to delete) and collects its fields. */
async function receiveForm(request: FastifyRequest, folder: string, written: string[]): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the corpus as a multipart form with a file field.');
  const form: ReceivedForm = { upload: null, fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (form.upload) {
        part.file.resume();
        throw badRequest('Send one corpus file per job.');
      }
      const fileName = path.basename(part.filename || 'corpus');
      const target = path.join(folder, `${randomUUID()}${path.extname(fileName).toLowerCase()}`);
      written.push(target);
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw payloadTooLarge('A corpus file may be at most 2 GB.');
      form.upload = { path: target, fileName };
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** A file streamed in the reply, never serialised. */
const streamedFile = (description: string) => z.instanceof(Readable).meta({ type: 'string', format: 'binary', description });

/** Who calls each request (a token's owner or the session's user), set by the scope's hook. */
const callers = new WeakMap<FastifyRequest, string>();
const callerOf = (request: FastifyRequest) => ({ id: callers.get(request) as string });

export interface CorpusRouteOptions {
  readonly context: CorpusContext;
}

export const corpusRoutes: FastifyPluginAsyncZod<CorpusRouteOptions> = async (app, { context }) => {
  const scope = app.withTypeProvider<ZodTypeProvider>();
  markAccess(scope, 'signed-in', [PERSONAL_TOKEN_SCHEME]);
  // A personal access token, or else the research gate's session checks; before validation, so
  // that nobody but a researcher learns anything from a 400.
  scope.addHook('preValidation', async (request, reply) => {
    const token = personalTokenOf(request);
    if (token) {
      callers.set(request, await personalTokenUser(request, reply, token));
      return;
    }
    await assertResearchAccess(request);
    callers.set(request, (await requireUser(request)).id);
  });
  await scope.register(fastifyMultipart, { limits: { fileSize: CORPUS_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } });
  const db = app.db;

  scope.post(
    '/api/research/corpora',
    {
      schema: {
        tags: ['research'],
        summary: 'Submit a corpus: a .zip of .txt/.docx files or a .csv with id and text columns (multipart, field "file", up to 2 GB).',
        description:
          'Fields: period (default English2021_2024; each text is measured in its script\'s language), keyTerms (one per line or comma-separated), ' +
          'keepTexts (keep the texts after the job ends), idColumn/textColumn/groupColumn (CSV; default id and text), studyId. ' +
          'Answers 201 once every text is stored and queued. 429 QUOTA_EXCEEDED over the jobs-at-once or texts-per-day quota. ' +
          ACCESS,
        consumes: ['multipart/form-data'],
        response: { 201: corpusJobSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const written: string[] = [];
      try {
        const form = await receiveForm(request, tmpdir(), written);
        if (!form.upload) throw badRequest('Choose a corpus file (.zip or .csv).');
        const fields = corpusSubmitFieldsSchema.safeParse(form.fields);
        if (!fields.success) {
          const issue = fields.error.issues[0];
          throw new AppError(400, 'BAD_REQUEST', issue?.message ?? 'Invalid form.', undefined, { field: String(issue?.path[0] ?? '') });
        }
        const job = await submitCorpus(context, user.id, form.upload, fields.data);
        return reply.code(201).send(job);
      } finally {
        await Promise.all(written.map((file) => rm(file, { force: true })));
      }
    },
  );

  scope.get(
    '/api/research/corpora',
    { schema: { tags: ['research'], summary: 'Your corpus jobs (and your studies\' ones), newest first.', description: ACCESS, response: { 200: corpusJobListSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const user = callerOf(request);
      return { jobs: await listCorpusJobs(db, user.id) };
    },
  );

  scope.get(
    '/api/research/corpora/:id',
    {
      schema: {
        tags: ['research'],
        summary: 'A corpus job and its progress: texts done of all, texts per second, seconds left.',
        description: ACCESS,
        params: corpusJobParamsSchema,
        response: { 200: corpusJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      return toCorpusJob(await corpusJobFor(db, user.id, request.params.id), user.id);
    },
  );

  scope.post(
    '/api/research/corpora/:id/:action',
    {
      schema: {
        tags: ['research'],
        summary: 'Pause, resume or cancel a corpus job (its owner only: a study member gets 403).',
        description: '409 CONFLICT when the job is not in a state that allows it (resume a running job, cancel an ended one). ' + ACCESS,
        params: corpusJobActionParamsSchema,
        response: { 200: corpusJobSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      return changeCorpusJob(context, user.id, request.params.id, request.params.action);
    },
  );

  scope.get(
    '/api/research/corpora/:id/summary',
    {
      schema: {
        tags: ['research'],
        summary: "The scores' histogram (bins of 10), overall, per measured period and per group (CSV group column or ZIP folder).",
        description: ACCESS,
        params: corpusJobParamsSchema,
        response: { 200: corpusSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      return corpusSummary(db, await corpusJobFor(db, user.id, request.params.id));
    },
  );

  scope.get(
    '/api/research/corpora/:id/results.csv',
    {
      schema: {
        tags: ['research'],
        summary: "The results so far as CSV (UTF-8 with BOM, formulas defused): group grading's columns, one row per text, in the corpus's order.",
        description: ACCESS,
        params: corpusJobParamsSchema,
        produces: ['text/csv'],
        response: { 200: streamedFile('The CSV file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const job = await corpusJobFor(db, user.id, request.params.id);
      reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(job.name, 'csv'));
      return reply.send(writeResultsCsv(db, job.id));
    },
  );

  scope.get(
    '/api/research/corpora/:id/results.parquet',
    {
      schema: {
        tags: ['research'],
        summary: 'The results so far as Parquet (the CSV\'s columns, typed) for pandas, R or DuckDB.',
        description: ACCESS,
        params: corpusJobParamsSchema,
        produces: ['application/vnd.apache.parquet'],
        response: { 200: streamedFile('The Parquet file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const job = await corpusJobFor(db, user.id, request.params.id);
      const bytes = await writeResultsParquetFile(db, job.id);
      return reply.type('application/vnd.apache.parquet').header('content-disposition', attachment(job.name, 'parquet')).send(bytes);
    },
  );
};

/** "abstracts.zip" → attachment; filename="abstracts - Results.csv" (ASCII-safe, with the UTF-8 name too). */
function attachment(name: string, extension: string): string {
  const base = `${name.replace(/\.[^.]*$/, '')} - Results.${extension}`;
  const ascii = base.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}
