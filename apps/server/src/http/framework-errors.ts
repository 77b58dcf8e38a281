// The errors Fastify and Node answer before any route or hook of ours runs — a URL the router
// cannot decode, a path parameter over the router's length limit, a request whose headers are
// too large or that cannot be parsed at all, JSON nested deeper than any of our bodies — in the
// API's one error shape, { "error": { "code", "message" } }, like every other error. The JSON
// parser is here too: it refuses bodies that are not UTF-8 or nest too deep.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from './errors.ts';

/** Deeper than any body the API accepts; deeper JSON is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than `limit` (strings are skipped). */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** For Fastify's `frameworkErrors` option: router errors in our shape. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(errorBody('URI_TOO_LONG', 'A part of the address is too long.'));
  }
  return reply.status(400).send(errorBody('BAD_URL', 'The address is not a valid URL.'));
}

/** For Fastify's `clientErrorHandler` option: what Node refuses before Fastify sees a request. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers (or the address) are too large.']
        : [400, 'BAD_REQUEST', 'The request could not be read.'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Throws on bytes that are not UTF-8, where a plain decoder would put U+FFFD in their place. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route takes an empty (or blank) JSON body as `{}`: the original's client posts a JSON
     * content type with no body to BuildYourOwnDeJargonizer. Other routes answer it with 400.
     */
    emptyJsonBodyIsObject?: boolean;
  }
}

/**
 * The one JSON parser of every route: Fastify's own (prototype poisoning refused), behind a
 * UTF-8 check (a body that is not UTF-8 is a 400, never text with U+FFFD silently put in) and a
 * nesting-depth check (deeper JSON is a 400 before anything walks it: the edge's text guard
 * walks a body recursively). Registered once at the root; no scope registers another
 * (json-bodies.test.ts asks every route). A route that must take an empty body says so in its
 * config (`emptyJsonBodyIsObject`) instead of bringing a parser of its own.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : strictUtf8.decode(body);
    } catch {
      done(new AppError(400, 'INVALID_UTF8', 'The request body is not valid UTF-8.'), undefined);
      return;
    }
    if (exceedsJsonDepth(text)) {
      done(
        new AppError(
          400,
          'MALFORMED_JSON',
          `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
        ),
        undefined,
      );
      return;
    }
    if (request.routeOptions.config.emptyJsonBodyIsObject && text.trim() === '') {
      done(null, {});
      return;
    }
    parse(request, text, done);
  });
}
