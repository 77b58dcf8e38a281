// The period dictionaries as the page uses them: the list of periods, each period's bands as a
// binary payload for colouring in the browser, one word's frequency report, and the gauge.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  periodsReplySchema,
  wordFrequencyQuerySchema,
  wordFrequencySchema,
} from '@scicomm/shared/de-jargonizer-api';
import { loadLanguageWordnet } from '@scicomm/jargon/language-wordnets-load';
import { errorResponseSchema } from '../http/error-schema.ts';
import { notFound } from '../http/errors.ts';
import { BrowserPayloads } from './browser-dictionaries.ts';
import type { DeJargonizerOptions } from './de-jargonizer-options.ts';
import { listPeriods, wordFrequency } from './dictionary-service.ts';
import { gaugeSvg } from './gauge.ts';
import { errors, fileSchema } from './route-schemas.ts';

const embeddableAnywhere = async (_request: unknown, reply: FastifyReply) => {
  reply.header('cross-origin-resource-policy', 'cross-origin');
};

/** A count in a query string: a number from 0 (a fraction is rounded by the route). */
const countParam = z.string().trim().min(1).transform(Number).pipe(z.number().min(0).max(1e9));

export const dictionaryRoutes: FastifyPluginAsyncZod<DeJargonizerOptions> = async (app, { dictionaries }) => {
  const payloads = new BrowserPayloads(dictionaries);

  app.get(
    '/api/de-jargonizer/periods',
    {
      schema: {
        tags: ['de-jargonizer'],
        summary: 'The period dictionaries this server has (the built-in ones and any built from a corpus).',
        response: { 200: periodsReplySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listPeriods(dictionaries);
    },
  );

  app.get(
    '/dictionaries/:code.bin',
    {
      schema: {
        tags: ['de-jargonizer'],
        summary: "A period's bands for colouring in the browser (binary payload of @scicomm/jargon).",
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
        summary: "A word's BBC frequency per year (2012–2024), its band in each period and simpler alternatives.",
        params: z.object({ word: z.string().min(1).max(100) }),
        querystring: wordFrequencyQuerySchema,
        response: { 200: wordFrequencySchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await wordFrequency(dictionaries, request.params.word, request.query, (language) =>
        loadLanguageWordnet(language, app.config.DICTIONARY_DIR),
      );
      reply.header('cache-control', 'public, max-age=86400');
      return report;
    },
  );

  app.get(
    '/api/TextGrading/Scala',
    {
      // A copy of the original's client served from an origin of CORS_ORIGINS shows the gauge
      // as an <img>, which sends no Origin to check and is refused under the API's
      // Cross-Origin-Resource-Policy: same-origin. A picture made from its address alone holds
      // nothing of anyone's, so where such copies are allowed any page may embed it. After the
      // security headers (a route's onSend runs after the app's).
      ...(app.config.CORS_ORIGINS.length > 0 ? { onSend: embeddableAnywhere } : {}),
      schema: {
        tags: ['de-jargonizer'],
        summary: 'The gauge image for a text’s rare words (0 far left, 5 straight up, 10 or more far right).',
        description:
          "score is the number of rare words, what the original's client passes (rareWords.length). With words (the " +
          'number of counted words) the needle points at the rounded rare-word percentage; without, the gauge reads ' +
          'the number of rare words and says so (docs/de-jargonizer.md "The gauge").',
        querystring: z
          .object({
            score: countParam.describe('The number of rare words.'),
            words: countParam.optional().describe('The number of counted words of the text.'),
          })
          .refine(({ score, words }) => words === undefined || score <= words, {
            message: 'score (rare words) cannot be more than words.',
            path: ['score'],
          }),
        produces: ['image/svg+xml'],
        response: { 200: fileSchema('The gauge as SVG'), ...errors },
      },
    },
    async (request, reply) => {
      const { score, words } = request.query;
      const svg =
        words === undefined
          ? gaugeSvg(Math.round(score), 'count')
          : gaugeSvg(words === 0 ? 0 : Math.round((100 * score) / words), 'percent');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(svg));
    },
  );
};
