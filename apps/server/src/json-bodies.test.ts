// Every route parses a JSON body with the app's one parser (http/framework-errors.ts): JSON that
// is not UTF-8 or nests deeper than MAX_JSON_DEPTH is a 400 before any hook or handler sees it.
// The routes are the router's own list (printRoutes of each method with a body), so a route
// added later, or a scope that brings a parser of its own, is covered without a table here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { MAX_JSON_DEPTH } from './http/framework-errors.ts';
import { getTestApp } from './test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly HTTPMethods[];

/**
 * The routes of one method, read from the router's tree (`printRoutes({ method })`): each line
 * is a piece of a path under the line above it, four characters further in, and a line that
 * ends in "(METHOD)" is a route.
 */
function routesOf(method: (typeof BODY_METHODS)[number]): string[] {
  const routes: string[] = [];
  const pieces: string[] = [];
  for (const line of app.printRoutes({ method }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    pieces.length = depth;
    pieces.push(match[2]!);
    if (match[3]?.split(', ').includes(method)) routes.push(pieces.join(''));
  }
  return routes;
}

/** A concrete address for a route's pattern: a made-up value for each parameter and wildcard. */
const addressOf = (route: string) => route.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('one JSON parser for every route', () => {
  it('reads the routes of every method with a body from the router', () => {
    const posts = routesOf('POST');
    expect(posts).toContain('/api/TextGrading/BuildYourOwnDeJargonizer');
    expect(posts).toContain('/api/auth/*');
    expect(posts).toContain('/api/studies/:id/preview/:arm/turn');
    expect(routesOf('PATCH')).toContain('/api/studies/:id');
  });

  it('BuildYourOwnDeJargonizer: an array nested 10,000 levels is a 400 naming the depth, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/BuildYourOwnDeJargonizer',
      headers: { 'content-type': 'application/json' },
      payload: nested(10_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.` },
    });
  });

  it('BuildYourOwnDeJargonizer still takes the original client\'s empty JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/BuildYourOwnDeJargonizer',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('every route with a body refuses JSON one level deeper than the limit, and JSON that is not UTF-8, with the parser\'s 400', async () => {
    const refusals: Record<string, string> = {};
    let routes = 0;
    for (const method of BODY_METHODS) {
      for (const route of routesOf(method)) {
        routes++;
        for (const [what, payload, code] of [
          // Short enough for the smallest body limit (the page-view beacon's).
          ['deep', nested(MAX_JSON_DEPTH + 1), 'MALFORMED_JSON'],
          ['not UTF-8', Buffer.from('{"text":"caf\xe9"}', 'latin1'), 'INVALID_UTF8'],
        ] as const) {
          const res = await app.inject({ method, url: addressOf(route), headers: { 'content-type': 'application/json' }, payload });
          const json = String(res.headers['content-type']).startsWith('application/json');
          const got = `${res.statusCode} ${json ? (res.json<{ error?: { code?: string } }>().error?.code ?? '') : `(${res.headers['content-type']})`}`;
          if (got !== `400 ${code}`) refusals[`${method} ${route} (${what})`] = got;
        }
      }
    }
    expect(routes).toBeGreaterThan(40);
    expect(refusals).toEqual({});
  });
});
