// The one cache policy: an answer is `Cache-Control: no-store` unless its route says otherwise
// by setting the header itself (the dictionaries, legal pages and static files, which are the
// same for everyone). Nearly every answer is someone's own data (an account, a study, a
// participant's session, a sign-in link), and a route that forgets to say so must not leave it
// in a shared cache (docs/server.md "Caching").
import type { FastifyInstance } from 'fastify';

export const DEFAULT_CACHE_CONTROL = 'no-store';

export function registerCachePolicy(app: FastifyInstance): void {
  // A callback hook: every reply runs it, and an async one costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', DEFAULT_CACHE_CONTROL);
    done(null, payload);
  });
}
