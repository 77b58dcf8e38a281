// The legal documents (terms, privacy …) as PDF, rendered once per process from the texts of
// @scicomm/shared that the site's pages show.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legalDocumentIds, legalDocuments, type LegalDocumentId } from '@scicomm/shared/legal-documents';
import { errorResponseSchema } from '../http/error-schema.ts';
import { renderLegalPdf } from './render-legal-pdf.ts';

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new Map<LegalDocumentId, Promise<Buffer>>();
  const pdfFor = (id: LegalDocumentId) => {
    let pdf = cache.get(id);
    if (!pdf) {
      pdf = renderLegalPdf(legalDocuments[id]);
      cache.set(id, pdf);
    }
    return pdf;
  };

  app.get(
    '/api/legal/:document.pdf',
    {
      schema: {
        tags: ['legal'],
        summary: 'A legal document as PDF.',
        params: z.object({ document: z.enum(legalDocumentIds as [LegalDocumentId, ...LegalDocumentId[]]) }),
        querystring: z.object({
          download: z
            .union([z.string(), z.array(z.string())])
            .optional()
            .describe('Present (with any value or none): sent as an attachment.'),
        }),
        produces: ['application/pdf'],
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: '{title}.pdf' }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { document } = request.params;
      const download = request.query.download !== undefined;
      const fileName = `${legalDocuments[document].title}.pdf`;
      return reply
        .type('application/pdf')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${fileName}"`)
        .send(await pdfFor(document));
    },
  );
};
