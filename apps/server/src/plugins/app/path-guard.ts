// Paths that a URL parser rewrites before use — dot segments ("/./", "/x/../"), percent-encoded
// dots and separators (%2e, %2f, %5c), backslashes and empty segments — are refused outright.
// Otherwise a check keyed on the raw path (attempt limits, the closed library sign-up) and the
// code that runs on the rewritten one could disagree about which endpoint a request is for.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors.ts';

const encodedDotOrSeparator = /%(2e|2f|5c)/i;
const dotSegment = /(^|\/)\.{1,2}(\/|$)/;

/** True when the path (without its query string) would be rewritten by URL normalisation. */
export function isDisguisedPath(path: string): boolean {
  return (
    path.includes('\\') ||
    path.includes('//') ||
    encodedDotOrSeparator.test(path) ||
    dotSegment.test(path)
  );
}

export function registerPathGuard(app: FastifyInstance): void {
  // A callback hook: every request runs it, and an async one costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (isDisguisedPath(path)) {
      done(badRequest('The path contains dot segments, encoded separators or empty segments.', 'INVALID_PATH'));
      return;
    }
    done();
  });
}
