// What the accessibility widget needs from our own server (DECISIONS.md: no third-party calls):
// its locale files and the domain registration it posts on every start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { widgetDomains } from '../db/schema.ts';

const localesDir = path.resolve(fileURLToPath(new URL('../../../../packages/widget/locales', import.meta.url)));

export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schema: {
        tags: ['widget'],
        summary: 'Record the host name of a site that started the accessibility widget.',
        body: z.object({
          domain: z.string().trim().min(1).max(253),
          created: z.iso.datetime({ offset: true }).optional(),
        }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const domain = request.body.domain.toLowerCase();
      await app.db
        .insert(widgetDomains)
        .values({ domain })
        .onConflictDoUpdate({
          target: widgetDomains.domain,
          set: { lastSeen: sql`now()`, starts: sql`${widgetDomains.starts} + 1` },
        });
      return { ok: true as const };
    },
  );
};
