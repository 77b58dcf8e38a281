// The page of a shared record, /share/{token} (view by anyone with
// the link, not indexed). The web app renders it, but crawlers that run no JavaScript must be
// told too: the server sends the page (prerendered, else the app's index.html) with a robots meta
// element in its head and the same words in an X-Robots-Tag header.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_CONSENT_COOKIE, madeCookieChoice } from '@scicomm/shared';
import { errorBody } from '../http/errors.ts';
import { requestCookies } from '../plugins/external/cookie.ts';
import { readPageFiles } from '../web-pages/page-files.ts';
import { ROBOTS_DIRECTIVES } from './share-routes.ts';

const ROBOTS_META = `<meta name="robots" content="${ROBOTS_DIRECTIVES}" />`;

/** A page's HTML with the robots meta element as the first element of its head. */
export function withRobotsMeta(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${ROBOTS_META}`);
}

export const sharePageRoutes: FastifyPluginAsync = async (app) => {
  const distDir = app.config.WEB_DIST_DIR;
  // The prerendered share page (pages/share.html, pages/share/[token].html) and its variant with
  // the cookie banner, else the plain shell (docs/performance.md); each read once per process.
  const pageFiles = readPageFiles(distDir);
  const pages = new Map<string, Promise<string | null>>();
  const load = (file: string) => {
    let page = pages.get(file);
    if (page === undefined) {
      page = readFile(path.join(distDir, file), 'utf8').then(withRobotsMeta, () => null);
      pages.set(file, page);
    }
    return page;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', ROBOTS_DIRECTIVES);
    const prerendered = pageFiles.route(request.url.split('?')[0] ?? '/share');
    const banner = prerendered === null ? null : pageFiles.withBanner(prerendered);
    if (banner !== null) reply.header('vary', 'Cookie');
    const file = banner !== null && !madeCookieChoice(requestCookies(request)[COOKIE_CONSENT_COOKIE]) ? banner : (prerendered ?? 'index.html');
    const html = (await load(file)) ?? (await load('index.html'));
    if (html === null)
      return reply.status(404).send(errorBody('NOT_FOUND', 'The web app is not built.'));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  for (const url of ['/share', '/share/:token'])
    app.get(url, { schema: { hide: true } }, send);
};
