// Files in and out of the page: a chosen file's text for the editor (read and checked in the
// grading pool, so what the page shows is what it analyses), the result as a Word document,
// and the original's "build your own De-Jargonizer" instructions.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bandSchema, fileTextReplySchema, keyTermsSchema } from '@scicomm/shared/de-jargonizer-api';
import { AppError, badRequest } from '../http/errors.ts';
import { attachmentHeader, BUILD_YOUR_OWN_FILE_NAME, DOCX_TYPE, resultFileName } from '../text-analysis/index.ts';
import type { DeJargonizerOptions } from './de-jargonizer-options.ts';
import { fileSchema, poolErrors, trustedJson } from './route-schemas.ts';
import { nameWithoutExtension, readMultipartForm } from '../text-analysis/index.ts';

const downloadBodySchema = z
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
  .loose();

export const documentRoutes: FastifyPluginAsyncZod<DeJargonizerOptions> = async (app, { pool }) => {
  const uploadLimit = app.config.UPLOAD_LIMIT_BYTES;

  app.post(
    '/api/de-jargonizer/file-text',
    {
      bodyLimit: uploadLimit + 64 * 1024,
      serializerCompiler: trustedJson,
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
      const { name, text } = await pool.readText({ kind: 'read', name: nameWithoutExtension(file.fileName), file });
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
        body: downloadBodySchema,
        produces: [DOCX_TYPE],
        response: { 200: fileSchema('The Word document'), ...poolErrors },
      },
    },
    async (request, reply) => {
      const document = await pool.buildDocument({ kind: 'document', body: request.body });
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', attachmentHeader(resultFileName(document.name)))
        .send(Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength));
    },
  );

  // The original's client posts with a JSON content type and no body: this route takes an empty
  // JSON body as {} (the app's one parser, told so by the route's config), and GET serves a
  // plain link.
  const sendDocument = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type(DOCX_TYPE)
      .header('content-disposition', attachmentHeader(BUILD_YOUR_OWN_FILE_NAME))
      .header('cache-control', 'public, max-age=86400')
      // Loaded on first use: the docx package is large and most processes never build this file.
      .send(await (await import('./build-your-own-doc.ts')).buildYourOwnDocument());
  const buildYourOwn = {
    config: { emptyJsonBodyIsObject: true },
    schema: {
      tags: ['de-jargonizer'],
      summary: 'Instructions (a Word document) for building a De-Jargonizer for another language or corpus.',
      produces: [DOCX_TYPE],
      response: { 200: fileSchema('How to build a De-Jargonizer.docx') },
    },
  };
  app.post('/api/TextGrading/BuildYourOwnDeJargonizer', buildYourOwn, sendDocument);
  app.get('/api/TextGrading/BuildYourOwnDeJargonizer', buildYourOwn, sendDocument);
};
