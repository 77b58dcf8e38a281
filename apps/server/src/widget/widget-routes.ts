// What the accessibility widget needs from our own server (no third-party calls: packages/widget/README.md):
// its locale files and the domain registration it posts on every start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../http/error-schema.ts';
import { assertAttemptAllowed, limiterKey } from '../limits/limits.ts';
import {
  countStartOfKnownDomain,
  countWidgetDomains,
  insertWidgetDomain,
} from './widget-repository.ts';

/** Distinct host names kept at most: beyond this, only known ones are counted. */
export const MAX_WIDGET_DOMAINS = 10_000;
/** Small JSON bodies only: a host name and a date. */
const WIDGET_BODY_LIMIT = 2048;

/** The widget package's locale folder, found through its package.json "exports". */
const localesDir = path.dirname(fileURLToPath(import.meta.resolve('@scicomm/widget/locales/en.json')));

export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Starts of known sites are upserts; a client inventing host names is what could fill the table.
  // New host names one client may register per hour: a site starts the widget under one or two.
  const newDomains = app.limits.limiter('widget-new-domains');

  await app.register(fastifyStatic, {
    root: localesDir,
    prefix: '/locale/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });

  app.post(
    '/api/registerDomain',
    {
      bodyLimit: WIDGET_BODY_LIMIT,
      schema: {
        tags: ['widget'],
        summary: 'Record the host name of a site that started the accessibility widget.',
        body: z.object({
          domain: z.string().trim().min(1).max(253),
          created: z.iso.datetime({ offset: true }).optional(),
        }),
        response: { 200: z.object({ ok: z.literal(true) }), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const domain = request.body.domain.toLowerCase();
      if (await countStartOfKnownDomain(app.db, domain)) return { ok: true as const };
      const client = limiterKey('widget-client', request.ip);
      await assertAttemptAllowed(reply, [[newDomains, client]]);
      await newDomains.record(client);
      if ((await countWidgetDomains(app.db)) >= MAX_WIDGET_DOMAINS) {
        request.log.warn(
          { limit: MAX_WIDGET_DOMAINS },
          'widget domain list is full: new host names are not kept',
        );
        return { ok: true as const };
      }
      await insertWidgetDomain(app.db, domain);
      return { ok: true as const };
    },
  );
};
