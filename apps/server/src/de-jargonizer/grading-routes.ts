// Grading one text: the original's POST /api/TextGrading/Grade (multipart or JSON, field names
// in either casing) and the page's own POST /api/de-jargonizer/analyses, which records the
// same measure but replies with the text once and a band letter per word (docs/de-jargonizer.md
// "The page's reply"). The grading and its record are grading-service.ts's.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisReplySchema,
  gradingResultSchema,
  keyTermsSchema,
} from '@scicomm/shared/de-jargonizer-api';
import { resolveStoragePolicy } from '../account/index.ts';
import { badRequest } from '../http/errors.ts';
import {
  checkTextField,
  dictionaryFor,
  fieldOf,
  nameWithoutExtension,
  readFormOrJson,
} from '../text-analysis/index.ts';
import { poolErrors, trustedJson } from './route-schemas.ts';
import type { DeJargonizerOptions } from './de-jargonizer-options.ts';
import { GradingService, isSerialised, type SerialisedReply } from './grading-service.ts';

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

const courseQuerySchema = z.object({
  course: z.string().max(100).optional().describe("A course's id: the text is the student's work on one of its assignments."),
  assignment: z.string().max(100).optional().describe('The De-Jargonizer assignment (with course).'),
});

export const gradingRoutes: FastifyPluginAsyncZod<DeJargonizerOptions> = async (app, { dictionaries, pool, recorder, courseWork }) => {
  const uploadLimit = app.config.UPLOAD_LIMIT_BYTES;
  const grading = new GradingService(dictionaries, pool, recorder);
  const ownerOf = (request: FastifyRequest) => () => resolveStoragePolicy(request);

  /** An analysis for a course's De-Jargonizer assignment: checked before it runs (404 for anyone but its students). */
  const courseAssignmentOf = async (request: FastifyRequest, { course, assignment }: z.infer<typeof courseQuerySchema>) => {
    if (course === undefined && assignment === undefined) return null;
    if (course === undefined || assignment === undefined || !courseWork)
      throw badRequest('An analysis for a course names both course and assignment.', 'INVALID_COURSE_ASSIGNMENT');
    const { userId } = await resolveStoragePolicy(request);
    await courseWork.check(userId, course, assignment, 'dejargonizer');
    return { userId: userId!, assignment };
  };

  app.post(
    '/api/TextGrading/Grade',
    {
      bodyLimit: uploadLimit + 64 * 1024,
      serializerCompiler: trustedJson,
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
      // The original's clients always send their dropdown's period, English by default: a text
      // is measured in its own script's language when that period is of the other one.
      const fields = await readFormOrJson(request, {
        form: { fileFields: ['articlefu'], maxFileBytes: uploadLimit, maxTotalBytes: uploadLimit },
        json: gradeJsonSchema,
        sending: 'the text',
        fromForm: (form) => ({
          period: fieldOf(form.fields, 'timePriodDDL', 'timePeriodDDL'),
          file: form.files[0],
          text: fieldOf(form.fields, 'ContentTA'),
        }),
        fromJson: (body) => ({ period: body.timePriodDDL ?? body.timePeriodDDL, file: undefined, text: body.contentTA }),
      });
      const dictionary = await dictionaryFor(dictionaries, fields.period);
      const submission = fields.file
        ? { period: dictionary.code, byScript: true, name: nameWithoutExtension(fields.file.fileName), file: fields.file }
        : { period: dictionary.code, byScript: true, name: '', text: checkTextField(fields.text ?? '') };
      return send(reply, await grading.grade(ownerOf(request), submission));
    },
  );

  app.post(
    '/api/de-jargonizer/analyses',
    {
      bodyLimit: uploadLimit + 64 * 1024,
      serializerCompiler: trustedJson,
      schema: {
        tags: ['de-jargonizer'],
        summary: 'Analyse a text and record the analysis; the reply is the text with the band of each word.',
        querystring: courseQuerySchema,
        body: analysisRequestSchema,
        response: { 200: analysisReplySchema, ...poolErrors },
      },
    },
    async (request, reply) => {
      const { period, name = '', keyTerms = [] } = request.body;
      const chosen = await dictionaryFor(dictionaries, period);
      const text = checkTextField(request.body.text);
      const forCourse = await courseAssignmentOf(request, request.query);
      // The page sends the period it shows, which already follows the text's script unless the
      // writer chose otherwise; without one, the text's script decides.
      const byScript = (period ?? '').trim() === '';
      const result = await grading.analyse(ownerOf(request), { period: chosen.code, byScript, name, text, keyTerms });
      // Kept by the course whatever the student's "Don't Save Data" choice (docs/courses.md).
      if (forCourse) await courseWork!.recordText(forCourse.userId, forCourse.assignment, text);
      return send(reply, result);
    },
  );
};

/** A reply built here goes through the route's serializer; a pooled one is sent as its bytes, piece by piece. */
function send<Reply extends object>(reply: FastifyReply, result: Reply | SerialisedReply): Exclude<Reply, SerialisedReply> | FastifyReply {
  if (!isSerialised(result)) return result as Exclude<Reply, SerialisedReply>;
  const length = result.json.reduce((total, piece) => total + piece.byteLength, 0);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', String(length))
    .send(Readable.from(result.json, { objectMode: false }));
}
