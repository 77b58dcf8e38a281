// A study's personal links (docs/research.md "Personal links"): for a study that identifies
// participants by their link, the key each identifier's link carries. Registered by
// study-routes.ts inside the scope of the study's members; nothing is stored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personalLinksBodySchema,
  personalLinksReplySchema,
  studyParamsSchema,
} from '@scicomm/shared/study-api';
import { errorResponses } from '../http/error-schema.ts';
import { badRequest } from '../http/errors.ts';
import { memberStudy, NOT_FOR_OTHERS } from './study-access.ts';
import { participantKey } from './participant-key.ts';

export const personalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/studies/:id/personal-links',
    {
      schema: {
        tags: ['studies'],
        summary: "The key of each identifier's personal link: `?participant={identifier}&key={key}` on any of the study's links.",
        description: `400 NOT_PERSONAL_LINKS when the study asks participants their name instead. ${NOT_FOR_OTHERS}`,
        params: studyParamsSchema,
        body: personalLinksBodySchema,
        response: { 200: personalLinksReplySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { study } = await memberStudy(request);
      if (study.identification !== 'link')
        throw badRequest('This study asks participants their name: it has no personal links.', 'NOT_PERSONAL_LINKS');
      return {
        links: request.body.identifiers.map((identifier) => ({
          identifier,
          key: participantKey(app.config.authSecret, study.id, identifier),
        })),
      };
    },
  );
};
