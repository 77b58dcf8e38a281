// The De-Jargonizer's HTTP API (docs/product.md §7 "Grading calls", docs/de-jargonizer.md), one
// module per resource: grading a text (grading-routes.ts), files in and out
// (document-routes.ts), several files at once (group-grading-routes.ts) and the dictionaries
// themselves (dictionary-routes.ts). Paths and field names are the original's, so its clients
// keep working; request fields are read in either casing. The period dictionaries come in as
// the plugin option `dictionaries`, loaded once per process by app.ts (docs/decisions.md: never
// per request, no process-wide "current period").
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartOptions } from '../plugins/external/multipart.ts';
import { dictionaryRoutes } from './dictionary-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { gradingRoutes } from './grading-routes.ts';
import type { DeJargonizerOptions } from './de-jargonizer-options.ts';
import { groupGradingRoutes } from './group-grading-routes.ts';

export const deJargonizerRoutes: FastifyPluginAsyncZod<DeJargonizerOptions> = async (app, options) => {
  // After in-flight requests have finished (Fastify runs onClose last): the threads end.
  app.addHook('onClose', () => options.pool.close());
  await app.register(fastifyMultipart, multipartOptions(app.config));
  await app.register(gradingRoutes, options);
  await app.register(documentRoutes, options);
  await app.register(groupGradingRoutes, options);
  await app.register(dictionaryRoutes, options);
};
