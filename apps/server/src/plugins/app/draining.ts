// Graceful shutdown, seen from inside the app. From the moment the app starts closing
// (app.close(): server.ts calls it on SIGTERM) it is "draining": the readiness check answers
// 503 so a load balancer stops sending traffic, requests already running complete, and any
// request that still arrives (on a kept-alive connection) gets a 503 in the API's one error
// shape with `Connection: close`, instead of Fastify's own 503 body. Every reply sent while
// draining closes its connection, so no idle keep-alive socket holds the exit open.
//
// Connections are not cut before they are read (stopAccepting): Node's server.close() destroys
// every connection it thinks idle, and a connection accepted while the event loop was behind,
// whose request sits unread in its socket, looks idle; so does one still queued in the cluster
// primary or the kernel's backlog when the last listener closes. Under load, requests sent well
// before SIGTERM were reset that way. So the process first keeps accepting, answering 503, until
// no connection has come for a while (the primary's queue and the backlog are empty), then stops
// listening, lets the loop read what the accepted connections have already sent, and only then
// closes (docs/deployment.md "Clean shutdown").
import net from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../../http/errors.ts';

export interface Lifecycle {
  /** True from drain() or the start of app.close(): the process is shutting down. */
  readonly draining: boolean;
  /** Starts draining at once (server.ts calls it on SIGTERM, before close()'s hooks get to run). */
  drain(): void;
  /**
   * After drain(), before app.close(): accepts connections (each request gets the 503) until
   * none has come for `quietMs` and a few turns of the event loop, or `withinMs` has passed;
   * then stops listening and lets the loop read what the accepted connections had sent, so that
   * close() destroys only connections that are really idle.
   */
  stopAccepting(options: { quietMs: number; withinMs: number }): Promise<void>;
}

/** Turns of the event loop without a new connection before the queue is taken to be empty. */
const QUIET_TURNS = 3;

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
    async stopAccepting({ quietMs, withinMs }: { quietMs: number; withinMs: number }) {
      const server = app.server;
      if (!server.listening) return;
      const deadline = performance.now() + withinMs;
      let last = performance.now();
      let turns = 0;
      const arrived = () => {
        last = performance.now();
        turns = 0;
      };
      server.on('connection', arrived);
      // A cluster primary hands a worker the next queued connection as soon as the worker has
      // taken the last: while its queue holds any, a connection comes every turn or two.
      while (performance.now() < deadline && (turns < QUIET_TURNS || performance.now() - last < quietMs)) {
        await sleep(10);
        turns++;
      }
      server.off('connection', arrived);
      // net.Server's close, not http.Server's: that one also destroys the connections it takes for
      // idle, before the loop has read what they sent. Two turns: the poll phase of the second
      // reads every socket that already had bytes waiting.
      net.Server.prototype.close.call(server);
      await nextTurn();
      await nextTurn();
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
