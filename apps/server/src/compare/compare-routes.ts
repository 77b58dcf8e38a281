// The Compare API (docs/compare.md): two texts before and after a revision, and two sets of
// files paired by name with their statistics. The routes read the request (the same limits and
// file checks as the De-Jargonizer's Grade and group grading: text-analysis/upload.ts) and send
// what the service (compare-service.ts) answers.
import type { FastifyReply } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DictionarySet } from '@scicomm/jargon';
import {
  compareTextsJsonSchema,
  groupComparisonSchema,
  textComparisonSchema,
} from '@scicomm/shared/compare-api';
import { errorResponseSchema } from '../http/error-schema.ts';
import { multipartOptions } from '../plugins/external/multipart.ts';
import { badRequest } from '../http/errors.ts';
import {
  checkTextField,
  fieldOf,
  keyTermsOfField,
  nameWithoutExtension,
  readFormOrJson,
  readMultipartForm,
  type CompareSide,
  type GradingPool,
  type UploadedFile,
} from '../text-analysis/index.ts';
import { compareTwoTexts, groupComparisonRun, type CompareContext } from './compare-service.ts';
import { progressStream } from './progress-stream.ts';

export interface CompareOptions {
  /** Every period dictionary, loaded once at start. */
  dictionaries: DictionarySet;
  /** The grading pool (app.ts makes it and closes it). */
  pool: GradingPool;
}

const errors = { 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, 503: errorResponseSchema };

/** The group comparison's streamed form: progress lines, then the result (docs/compare.md). */
const NDJSON = 'application/x-ndjson';

export const compareRoutes: FastifyPluginAsyncZod<CompareOptions> = async (app, { dictionaries, pool }) => {
  const uploadLimit = app.config.UPLOAD_LIMIT_BYTES;
  const context: CompareContext = { db: app.db, dictionaries, pool };
  await app.register(fastifyMultipart, multipartOptions(app.config));

  app.post(
    '/api/de-jargonizer/compare/texts',
    {
      // Two texts or files of up to 15 MB each.
      bodyLimit: 2 * uploadLimit + 64 * 1024,
      // The reply is built by our own typed code (and by the pool's threads as JSON bytes).
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags: ['compare'],
        summary: 'Compare two texts (before and after) against one period dictionary.',
        description:
          'multipart/form-data with timePriodDDL (period code, default English2021_2024), beforeText and afterText ' +
          '(the texts), and optionally beforeFile and afterFile (.txt or .docx, up to 15 MB each; a file takes ' +
          'precedence over its text), and keyTerms (up to 5, one per line or separated by commas). A JSON body ' +
          '{ timePriodDDL, beforeText, afterText, keyTerms } is accepted too. Replies with both analyses (text and one ' +
          'band letter per word, key terms, explained terms and the adjusted figures), the change of every figure, ' +
          'the rare words and the explained terms removed, kept and added, and simpler words for the kept rare words.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: textComparisonSchema, ...errors },
      },
    },
    async (request, reply) => {
      const side = (text: string | undefined, file: UploadedFile | undefined): CompareSide =>
        file ? { name: nameWithoutExtension(file.fileName), file } : { name: '', text: checkTextField(text ?? '') };
      const { period, before, after, keyTerms } = await readFormOrJson(request, {
        form: { fileFields: ['beforefile', 'afterfile'], maxFileBytes: uploadLimit, maxTotalBytes: 2 * uploadLimit },
        json: compareTextsJsonSchema,
        sending: 'the texts',
        fromForm: (form) => {
          const fileOf = (which: 'before' | 'after') => form.files.find((file) => file.fieldName === `${which}file`);
          return {
            period: fieldOf(form.fields, 'timePriodDDL', 'timePeriodDDL'),
            before: side(fieldOf(form.fields, 'beforeText'), fileOf('before')),
            after: side(fieldOf(form.fields, 'afterText'), fileOf('after')),
            keyTerms: keyTermsOfField(fieldOf(form.fields, 'keyTerms')),
          };
        },
        fromJson: (body) => ({
          period: body.timePriodDDL,
          before: side(body.beforeText, undefined),
          after: side(body.afterText, undefined),
          keyTerms: body.keyTerms ?? [],
        }),
      });
      const comparison = await compareTwoTexts(context, { period, before, after, keyTerms });
      if (!Buffer.isBuffer(comparison)) return comparison;
      // The thread's JSON bytes go out as they are (the schema above documents them).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(comparison);
    },
  );

  app.post(
    '/api/de-jargonizer/compare/groups',
    {
      schema: {
        tags: ['compare'],
        summary: 'Compare a "before" and an "after" set of .txt/.docx files, paired by file name.',
        description:
          'multipart/form-data with repeated `before` and `after` files (15 MB in total, as Multiple Texts), ' +
          'optionally timePriodDDL and keyTerms (up to 5, one per line or separated by commas: left out of every ' +
          "file's adjusted score, with the terms each file explains). Files are paired by name without extension " +
          '(case and spacing ignored); files ' +
          'without a pair are listed. Each pair has its figures before and after and the change; a file that ' +
          'cannot be read gets its error and its pair is left out of the statistics. For the score, rare %, ' +
          'mid-frequency %, number of words, adjusted score and number of explained terms: mean change with its 95 % confidence interval (Student t) and ' +
          'the two-sided Wilcoxon signed-rank test (exact below 50 non-zero changes). `csv` holds it all (UTF-8 ' +
          'with BOM); with Accept: text/csv the reply is that file. With Accept: application/x-ndjson the reply is ' +
          'streamed as JSON lines: {"type":"progress","done","total"} after each graded file, then ' +
          '{"type":"result","comparison"} (the JSON reply) or {"type":"error","error":{"code","message"}}.',
        consumes: ['multipart/form-data'],
        produces: ['application/json', 'text/csv', NDJSON],
        response: { 200: z.union([groupComparisonSchema, z.string().describe('Comparison.csv')]), ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileFields: ['before', 'after'],
        maxFileBytes: uploadLimit,
        maxTotalBytes: uploadLimit,
      });
      const before = form.files.filter((file) => file.fieldName === 'before');
      const after = form.files.filter((file) => file.fieldName === 'after');
      if (before.length === 0 || after.length === 0) {
        throw badRequest('Choose the "before" files and the "after" files (.txt or .docx).', 'NO_FILES');
      }
      const run = await groupComparisonRun(context, {
        period: fieldOf(form.fields, 'timePriodDDL', 'timePeriodDDL'),
        before,
        after,
        keyTerms: keyTermsOfField(fieldOf(form.fields, 'keyTerms')),
      });
      const accept = String(request.headers.accept ?? '');
      if (accept.includes(NDJSON)) {
        // Progress while the files are graded: one line per graded file, then the comparison.
        const stream = progressStream({
          files: run.files,
          grade: (file) => run.grade([file]),
          finish: run.finish,
          closed: () => reply.raw.destroyed,
          log: request.log,
        });
        return (reply as FastifyReply)
          .type(`${NDJSON}; charset=utf-8`)
          .send(stream);
      }
      const { csv, ...comparison } = await run.finish(await run.grade(run.files));
      if (accept.includes('text/csv') && !accept.includes('application/json')) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="Comparison.csv"')
          .send(csv);
      }
      return { ...comparison, csv };
    },
  );
};
