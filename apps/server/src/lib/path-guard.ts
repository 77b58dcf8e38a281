// Paths that a URL parser rewrites before use — dot segments ("/./", "/x/../"), percent-encoded
// dots and separators (%2e, %2f, %5c), backslashes and empty segments — are refused outright.
// Otherwise a check keyed on the raw path (attempt limits, the closed library sign-up) and the
// code that runs on the rewritten one could disagree about which endpoint a request is for.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

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
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (isDisguisedPath(path)) {
      throw badRequest(
        'The path contains dot segments, encoded separators or empty segments.',
        'INVALID_PATH',
      );
    }
  });
}
