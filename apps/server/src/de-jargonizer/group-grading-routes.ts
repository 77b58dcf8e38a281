// Multiple Texts: several .txt/.docx files graded at once, replied as Results.csv or as JSON
// (group-grading-service.ts does the work).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PERIOD } from '@scicomm/jargon';
import { groupRowSchema } from '@scicomm/shared/de-jargonizer-api';
import { badRequest } from '../http/errors.ts';
import type { DeJargonizerOptions } from './de-jargonizer-options.ts';
import { dictionaryFor } from '../text-analysis/index.ts';
import { gradeGroup } from './group-grading-service.ts';
import { keyTermsOfField } from '../text-analysis/index.ts';
import { poolErrors } from './route-schemas.ts';
import { fieldOf, readMultipartForm } from '../text-analysis/index.ts';

export const groupGradingRoutes: FastifyPluginAsyncZod<DeJargonizerOptions> = async (app, { dictionaries, pool }) => {
  const uploadLimit = app.config.UPLOAD_LIMIT_BYTES;

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
      if (form.files.length === 0) throw badRequest('Choose at least one .txt or .docx file.', 'NO_FILES');
      const dictionary = await dictionaryFor(
        dictionaries,
        fieldOf(form.fields, 'timePriodDDL', 'timePeriodDDL') ?? DEFAULT_PERIOD,
      );
      const keyTerms = keyTermsOfField(fieldOf(form.fields, 'keyTerms'));
      const graded = await gradeGroup({ db: app.db, pool }, { period: dictionary.code, files: form.files, keyTerms });
      if (wantsJson(request)) return graded;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Results.csv"')
        .send(graded.csv);
    },
  );
};

function wantsJson(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '');
  return accept.includes('application/json') && !accept.includes('text/csv');
}
