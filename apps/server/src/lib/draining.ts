// Graceful shutdown, seen from inside the app. From the moment the app starts closing
// (app.close(): server.ts calls it on SIGTERM) it is "draining": the readiness check answers
// 503 so a load balancer stops sending traffic, requests already running complete, and any
// request that still arrives (on a kept-alive connection) gets a 503 in the API's one error
// shape with `Connection: close`, instead of Fastify's own 503 body. Every reply sent while
// draining closes its connection, so no idle keep-alive socket holds the exit open.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from './errors.ts';

export interface Lifecycle {
  /** True from drain() or the start of app.close(): the process is shutting down. */
  readonly draining: boolean;
  /** Starts draining at once (server.ts calls it on SIGTERM, before close()'s hooks get to run). */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

const plugin: FastifyPluginAsync = async (app) => {
  const state = {
    draining: false,
    drain() {
      state.draining = true;
    },
  };
  app.decorate('lifecycle', state as Lifecycle);
  app.addHook('preClose', async () => state.drain());
  // Callback hooks: every request runs them, and an async one costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!state.draining) {
      done();
      return;
    }
    reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      // Serialised here: the route's own response schemas do not describe this reply.
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errorBody('SHUTTING_DOWN', 'The server is restarting. Please try again in a moment.', { retryAfterSeconds: 1 })));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.draining) reply.header('connection', 'close');
    done(null, payload);
  });
};

export const drainingPlugin = fp(plugin, { name: 'scicomm-draining' });
