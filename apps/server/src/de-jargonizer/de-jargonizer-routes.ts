// The De-Jargonizer's HTTP API (docs/product.md §7 "Grading calls", docs/de-jargonizer.md). Paths and field names are the
// original's, so its clients keep working; request fields are read in either casing. The period
// dictionaries come in as the plugin option `dictionaries`, loaded once per process by app.ts
// (docs/decisions.md: never per request, no process-wide "current period").
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisReplySchema,
  bandSchema,
  fileTextReplySchema,
  gradingResultSchema,
  groupRowSchema,
  keyTermsSchema,
  periodsReplySchema,
  wordFrequencyQuerySchema,
  wordFrequencySchema,
} from '@scicomm/shared/de-jargonizer-api';
import { alternatives, DEFAULT_PERIOD, periodLabel, type DictionarySet } from '@scicomm/jargon';
import { errorResponseSchema } from '../lib/error-schema.ts';
import { AppError, badRequest, notFound } from '../lib/errors.ts';
import { countUses } from '../usage/usage-service.ts';
import { BrowserPayloads } from './browser-dictionaries.ts';
import { BUILD_YOUR_OWN_FILE_NAME, buildYourOwnDocument } from './build-your-own-doc.ts';
import { attachmentHeader, DOCX_TYPE, resultFileName } from './docx-report.ts';
import { gaugeSvg } from './gauge.ts';
import {
  analyseForPage,
  dictionaryFor,
  type GradingRecorder,
  gradeText,
  isRightToLeft,
  recordGrading,
} from './grading-service.ts';
import { resolveStoragePolicy } from '../account/storage-policy.ts';
import { withTaskId, type GradingPool } from './grading-pool.ts';
import { measuredPeriod, type GradeTask } from './grading-tasks.ts';
import { toCsv } from './group-grading.ts';
import { parseEitherCase } from './request-fields.ts';
import { keyTermsOfField } from './key-terms-field.ts';
import { checkTextField, fieldOf, readMultipartForm, withJargonErrors } from './upload.ts';

export interface DeJargonizerOptions {
  /** Every period dictionary, loaded once at start (loadDictionaries of @scicomm/jargon/load). */
  dictionaries: DictionarySet;
  /** The worker threads that read and grade uploads and long texts; closed with the app. */
  pool: GradingPool;
  /** Where each grading's record is written. */
  recorder: GradingRecorder;
}

/**
 * Pasted texts up to this length are graded on the event loop (about a millisecond for 3,000
 * words, less than a trip to a worker thread); files and longer texts go to the grading pool.
 */
export const INLINE_MAX_CHARS = 20_000;

const errors = { 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };
/** Routes that use the grading pool also answer 503 BUSY (with Retry-After) when it is full. */
const poolErrors = { ...errors, 503: errorResponseSchema };
/** A file in the reply (Word document, image, dictionary payload): sent as bytes, never serialised. */
const fileSchema = (description: string) =>
  z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description });

const gradeJsonSchema = z.object({
  timePriodDDL: z.string().optional(),
  timePeriodDDL: z.string().optional(),
  contentTA: z.string().optional(),
});

/** The page's analysis request (POST /api/de-jargonizer/analyses). */
const analysisRequestSchema = z.object({
  period: z.string().max(64).optional(),
  text: z.string(),
  /** The name of the file the text came from (without extension), for Download. */
  name: z.string().max(255).optional(),
  /** Words or phrases the text cannot do without, left out of the adjusted score. */
  keyTerms: keyTermsSchema.optional(),
});

const nameWithoutExtension = (fileName: string) => path.basename(fileName, path.extname(fileName));

export const deJargonizerRoutes: FastifyPluginAsyncZod<DeJargonizerOptions> = async (
  app,
  { dictionaries, pool, recorder },
) => {
  const uploadLimit = app.config.UPLOAD_LIMIT_BYTES;
  const payloads = new BrowserPayloads(dictionaries);
  // After in-flight requests have finished (Fastify runs onClose last): the threads end.
  app.addHook('onClose', () => pool.close());

  app.post(
    '/api/TextGrading/Grade',
    {
      bodyLimit: uploadLimit + 64 * 1024,
      // The reply is built by our own typed code; validating its few hundred strings again on
      // the way out cost more than the grading (benchmark). The schema still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['de-jargonizer'],
        summary: 'Grade a text or a .txt/.docx file against a period dictionary.',
        description:
          'multipart/form-data with timePriodDDL (period code, default English2021_2024), ContentTA (the text) and ' +
          'ArticleFU (optional .txt or .docx file, up to 15 MB; it takes precedence over ContentTA). Field names in ' +
          'either casing. A JSON body { timePriodDDL, ContentTA } is accepted too.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: gradingResultSchema, ...poolErrors },
      },
    },
    async (request, reply) => {
      let period: string | undefined;
      if (request.isMultipart()) {
        const form = await readMultipartForm(request, {
          fileFields: ['articlefu'],
          maxFileBytes: uploadLimit,
          maxTotalBytes: uploadLimit,
        });
        period = fieldOf(form.fields, 'timePriodDDL', 'timePeriodDDL');
        const dictionary = await dictionaryFor(dictionaries, period);
        const file = form.files[0];
        // The original's clients always send their dropdown's period, English by default: a
        // text is measured in its own script's language when that period is of the other one.
        if (file) {
          const name = nameWithoutExtension(file.fileName);
          return gradeInPool(request, reply, { period: dictionary.code, byScript: true, name, file });
        }
        const text = checkTextField(fieldOf(form.fields, 'ContentTA') ?? '');
        if (text.length > INLINE_MAX_CHARS) {
          return gradeInPool(request, reply, { period: dictionary.code, byScript: true, name: '', text });
        }
        return grade(request, dictionaries.get(measuredPeriod(dictionaries, text, dictionary.code)), text, '');
      }
      const type = request.headers['content-type'];
      if (type !== undefined && !type.toLowerCase().startsWith('application/json')) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the text as a multipart form (multipart/form-data) or as JSON.',
        );
      }
      const body = parseEitherCase(gradeJsonSchema, request.body ?? {});
      const dictionary = await dictionaryFor(dictionaries, body.timePriodDDL ?? body.timePeriodDDL);
      const text = checkTextField(body.contentTA ?? '');
      if (text.length > INLINE_MAX_CHARS) {
        return gradeInPool(request, reply, { period: dictionary.code, byScript: true, name: '', text });
      }
      return grade(request, dictionaries.get(measuredPeriod(dictionaries, text, dictionary.code)), text, '');
    },
  );

  /** Reads and grades in a worker thread; the reply's JSON comes back ready to send. */
  async function gradeInPool(
    request: FastifyRequest,
    reply: FastifyReply,
    task: Omit<GradeTask, 'kind' | 'keepText'>,
  ) {
    const owner = await resolveStoragePolicy(request);
    const keepText = owner.userId !== null && owner.saveTexts;
    const outcome = await pool.grade({ kind: 'grade', ...task, keepText });
    const taskId = await recordGrading(recorder, owner, outcome.text ?? '', outcome.record);
    return reply.type('application/json; charset=utf-8').send(withTaskId(outcome.reply, taskId));
  }

  async function grade(
    request: FastifyRequest,
    dictionary: Parameters<typeof gradeText>[0],
    text: string,
    name: string,
  ) {
    const result = await gradeText(dictionary, text, name);
    result.taskId = await recordGrading(
      recorder,
      await resolveStoragePolicy(request),
      text,
      result,
    );
    return result;
  }

  // The page's own analysis: the same measure and record as Grade, but the reply carries the
  // text once with a band letter per word (docs/de-jargonizer.md "The page's reply").
  app.post(
    '/api/de-jargonizer/analyses',
    {
      bodyLimit: uploadLimit + 64 * 1024,
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['de-jargonizer'],
        summary: 'Analyse a text and record the analysis; the reply is the text with the band of each word.',
        body: analysisRequestSchema,
        response: { 200: analysisReplySchema, ...poolErrors },
      },
    },
    async (request, reply) => {
      const { period, name = '', keyTerms = [] } = request.body;
      const chosen = await dictionaryFor(dictionaries, period);
      const text = checkTextField(request.body.text);
      // The page sends the period it shows, which already follows the text's script unless the
      // writer chose otherwise; without one, the text's script decides.
      const byScript = (period ?? '').trim() === '';
      if (text.length > INLINE_MAX_CHARS) {
        return gradeInPool(request, reply, { period: chosen.code, byScript, name, text, form: 'analysis', keyTerms });
      }
      const dictionary = byScript ? dictionaries.get(measuredPeriod(dictionaries, text, chosen.code)) : chosen;
      const { reply: result, storedHtml } = await analyseForPage(dictionary, text, name, keyTerms);
      result.taskId = await recordGrading(recorder, await resolveStoragePolicy(request), text, {
        ...result,
        htmlResult: storedHtml,
      });
      return result;
    },
  );

  // A chosen file's text, read (and checked) in the grading pool, for the page's editor: what
  // the page shows is what it analyses.
  app.post(
    '/api/de-jargonizer/file-text',
    {
      bodyLimit: uploadLimit + 64 * 1024,
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['de-jargonizer'],
        summary: 'The text of a .txt or .docx file (up to 15 MB).',
        description: 'multipart/form-data with one file in `file` (or ArticleFU).',
        consumes: ['multipart/form-data'],
        response: { 200: fileTextReplySchema, ...poolErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as a multipart form (multipart/form-data).');
      const form = await readMultipartForm(request, {
        fileFields: ['file', 'articlefu'],
        maxFileBytes: uploadLimit,
        maxTotalBytes: uploadLimit,
      });
      const file = form.files[0];
      if (!file) throw badRequest('Choose a .txt or .docx file.', 'NO_FILES');
      const { name, text } = await pool.readText({
        kind: 'read',
        name: nameWithoutExtension(file.fileName),
        file,
      });
      return { name, text };
    },
  );

  app.post(
    '/api/TextGrading/Download',
    {
      bodyLimit: 4 * uploadLimit,
      // The worker checks the body (downloadSchema, either casing): validating a long text's
      // lists here would hold the event loop as long as building the document did.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['de-jargonizer'],
        summary: 'The result as a Word document: summary and the text coloured by band.',
        description:
          'JSON with CleanedWords, NormalWords, RareWords, Score, Name and Words (either casing); optionally WordBands ' +
          '(the band of each cleaned word), Period and KeyTerms (up to 5, left out of the adjusted score). Replies with ' +
          '"{Name or Article} - Result.docx".',
        body: z
          .object({
            CleanedWords: z.array(z.string()),
            NormalWords: z.array(z.string()),
            RareWords: z.array(z.string()),
            Score: z.number(),
            Name: z.string().nullable(),
            Words: z.array(z.string()),
            WordBands: z.array(bandSchema),
            Period: z.string(),
            KeyTerms: keyTermsSchema,
          })
          .partial()
          .loose(),
        produces: [DOCX_TYPE],
        response: { 200: fileSchema('The Word document'), ...poolErrors },
      },
    },
    async (request, reply) => {
      const document = await pool.buildDocument({ kind: 'document', body: request.body });
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', attachmentHeader(resultFileName(document.name)))
        .header('cache-control', 'no-store')
        .send(
          Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength),
        );
    },
  );

  app.get(
    '/api/TextGrading/Scala',
    {
      schema: {
        tags: ['de-jargonizer'],
        summary:
          'The gauge image for a rare-word percentage (0 far left, 5 straight up, 10 or more far right).',
        querystring: z.object({
          score: z.string().trim().min(1).transform(Number).pipe(z.number().min(0).max(100)),
        }),
        produces: ['image/svg+xml'],
        response: { 200: fileSchema('The gauge as SVG'), ...errors },
      },
    },
    async (request, reply) => {
      const percent = Math.round(request.query.score);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(gaugeSvg(percent)));
    },
  );

  app.post(
    '/api/GroupGrading',
    {
      schema: {
        tags: ['de-jargonizer'],
        summary:
          'Grade several .txt/.docx files: Results.csv, or with Accept: application/json the rows and the CSV as JSON.',
        description:
          'multipart/form-data with repeated ArticlesGroupFU files (15 MB in total), optionally timePriodDDL ' +
          '(default English2021_2024) and keyTerms (up to 5 words or phrases, one per line or separated by commas, ' +
          'left out of each file\'s adjusted score). A file that cannot be read gets a row with its error.',
        consumes: ['multipart/form-data'],
        produces: ['text/csv', 'application/json'],
        response: {
          200: z.union([
            z.object({
              period: z.string(),
              rows: z.array(groupRowSchema),
              csv: z.string().describe('Results.csv, for saving'),
            }),
            z.string().describe('Results.csv'),
          ]),
          ...poolErrors,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileFields: ['articlesgroupfu'],
        maxFileBytes: uploadLimit,
        maxTotalBytes: uploadLimit,
      });
      if (form.files.length === 0)
        throw badRequest('Choose at least one .txt or .docx file.', 'NO_FILES');
      const dictionary = await dictionaryFor(
        dictionaries,
        fieldOf(form.fields, 'timePriodDDL', 'timePeriodDDL') ?? DEFAULT_PERIOD,
      );
      const keyTerms = keyTermsOfField(fieldOf(form.fields, 'keyTerms'));
      const { rows } = await pool.gradeGroup({
        kind: 'group',
        period: dictionary.code,
        files: form.files,
        keyTerms,
      });
      await countUses(app.db, rows.filter((row) => row.error === null).length);
      if (wantsJson(request)) return { period: dictionary.code, rows, csv: toCsv(rows) };
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Results.csv"')
        .header('cache-control', 'no-store')
        .send(toCsv(rows));
    },
  );

  // The original's client posts with a JSON content type and no body: this route alone takes
  // an empty JSON body as {} (its own encapsulated parser), and GET serves a plain link.
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') done(null, {});
      else json(request, text, done);
    });
    const sendDocument = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .type(DOCX_TYPE)
        .header('content-disposition', attachmentHeader(BUILD_YOUR_OWN_FILE_NAME))
        .header('cache-control', 'public, max-age=86400')
        .send(await buildYourOwnDocument());
    const schema = {
      tags: ['de-jargonizer'],
      summary:
        'Instructions (a Word document) for building a De-Jargonizer for another language or corpus.',
      produces: [DOCX_TYPE],
      response: { 200: fileSchema('How to build a De-Jargonizer.docx') },
    };
    scope.post('/api/TextGrading/BuildYourOwnDeJargonizer', { schema }, sendDocument);
    scope.get('/api/TextGrading/BuildYourOwnDeJargonizer', { schema }, sendDocument);
  });

  app.get(
    '/api/de-jargonizer/periods',
    {
      schema: {
        tags: ['de-jargonizer'],
        summary:
          'The period dictionaries this server has (the built-in ones and any built from a corpus).',
        response: {
          200: periodsReplySchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        defaultPeriod: DEFAULT_PERIOD,
        periods: dictionaries.codes.map((code) => {
          const dictionary = dictionaries.get(code);
          return {
            code,
            label: periodLabel(code),
            language: dictionary.info.language,
            direction: isRightToLeft(dictionary) ? ('rtl' as const) : ('ltr' as const),
            dictionaryUrl: `/dictionaries/${encodeURIComponent(code)}.bin`,
          };
        }),
      };
    },
  );

  app.get(
    '/dictionaries/:code.bin',
    {
      schema: {
        tags: ['de-jargonizer'],
        summary:
          "A period's bands for colouring in the browser (binary payload of @scicomm/jargon).",
        params: z.object({ code: z.string().max(64) }),
        produces: ['application/octet-stream'],
        response: {
          200: fileSchema('The payload of dictionaryFromBrowserPayload'),
          304: z.null(),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      if (!dictionaries.has(code)) throw notFound(`No dictionary for ${code}.`);
      const payload = await payloads.get(code);
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', payload.etag)
        .header('vary', 'accept-encoding')
        .type('application/octet-stream');
      if (request.headers['if-none-match'] === payload.etag) return reply.status(304).send(null);
      if (/\bgzip\b/u.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(payload.gzipped);
      }
      return reply.send(payload.bytes);
    },
  );

  app.get(
    '/api/words/:word/frequency',
    {
      schema: {
        tags: ['de-jargonizer'],
        summary:
          "A word's BBC frequency per year (2012–2024), its band in each period and simpler alternatives.",
        params: z.object({ word: z.string().min(1).max(100) }),
        querystring: wordFrequencyQuerySchema,
        response: {
          200: wordFrequencySchema,
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const dictionary = await dictionaryFor(dictionaries, request.query.period);
      const report = await withJargonErrors(() => dictionaries.describeWord(request.params.word));
      reply.header('cache-control', 'public, max-age=86400');
      return {
        word: report.word,
        years: report.years.map((year) => ({ ...year })),
        periods: report.periods.map((period) => ({ ...period })),
        alternatives: alternatives(report.word, dictionary, 5, request.query.sentence),
      };
    },
  );
};

function wantsJson(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '');
  return accept.includes('application/json') && !accept.includes('text/csv');
}
