// The one guard on the text of every request (docs/server.md "Text is checked at the edge"): the
// path and query parameters of every request and the JSON body of every route are checked for
// the characters text-guard.ts refuses, before any handler runs; a bad one is a 400 naming its
// field.
// Multipart forms are read by the handlers themselves (text-analysis/upload.ts), which apply the
// same check to every field and file name; the JSON parser refuses a body that is not UTF-8.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { findBadText, type BadText } from './text-guard.ts';

/** The 400 for a field holding a character we refuse. */
export const badTextError = ({ field, problem }: BadText): AppError =>
  new AppError(400, 'INVALID_CHARACTERS', `The field "${field}" contains ${problem}. Remove it and try again.`, undefined, { field });

export function registerInputGuard(app: FastifyInstance): void {
  // The address first, for every request (a route's or not): a bad parameter tells a visitor
  // nothing about the route, and no scope's check may look a bad one up in the database.
  app.addHook('onRequest', (request, _reply, done) => {
    const bad = findBadText(request.params) ?? findBadText(request.query);
    done(bad ? badTextError(bad) : undefined);
  });
  // The body at preHandler, after the sign-in scopes (preValidation) and the schemas: a visitor
  // still hears 401 (or a researcher-only route's 404) before anything about the body, and a
  // value the schema refuses keeps its own message. Callback hooks: they run on every request.
  app.addHook('preHandler', (request, _reply, done) => {
    const bad = badBodyText(request.body);
    done(bad ? badTextError(bad) : undefined);
  });
}

const badBodyText = (body: unknown): BadText | undefined =>
  typeof body === 'object' || typeof body === 'string' ? findBadText(body) : undefined;
