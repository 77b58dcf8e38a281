// The page of a shared record, /share/{token} (view by anyone with
// the link, not indexed). The web app renders it, but crawlers that run no JavaScript must be
// told too: the server sends the app's index.html with a robots meta element in its head and
// the same words in an X-Robots-Tag header.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errorBody } from '../lib/errors.ts';
import { ROBOTS_DIRECTIVES } from './share-routes.ts';

const ROBOTS_META = `<meta name="robots" content="${ROBOTS_DIRECTIVES}" />`;

/** index.html with the robots meta element as the first element of its head. */
export function withRobotsMeta(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${ROBOTS_META}`);
}

export const sharePageRoutes: FastifyPluginAsync = async (app) => {
  const indexFile = path.join(app.config.WEB_DIST_DIR, 'index.html');
  // Read once per process, like the rest of the built app; null when the app is not built.
  let page: Promise<string | null> | undefined;
  const load = () => (page ??= readFile(indexFile, 'utf8').then(withRobotsMeta, () => null));

  const send = async (reply: FastifyReply) => {
    reply.header('x-robots-tag', ROBOTS_DIRECTIVES);
    const html = await load();
    if (html === null)
      return reply.status(404).send(errorBody('NOT_FOUND', 'The web app is not built.'));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  for (const url of ['/share', '/share/:token'])
    app.get(url, { schema: { hide: true } }, (_request, reply) => send(reply));
};
