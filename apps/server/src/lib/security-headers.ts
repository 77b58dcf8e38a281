// The security headers of every reply (helmet: CSP, HSTS where served over HTTPS, nosniff,
// frame and referrer policies …; docs/deployment.md "HTTPS"). Our helmet options are the same
// for every request (no nonces, no directive computed from the request), so helmet runs once at
// start against a recording reply, and each request gets the recorded headers: the same bytes
// helmet would write, without parsing the CSP directives again on every request (which the
// Fastify plugin does, at a sixth of a small request's CPU).
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyPluginCallback } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaders {
  /** Set on every reply, in helmet's order. */
  readonly set: readonly (readonly [name: string, value: string])[];
  /** Removed from every reply (X-Powered-By). */
  readonly removed: readonly string[];
}

/** What helmet does to a reply with these options, recorded once. */
export function recordSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const set = new Map<string, readonly [string, string]>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name);
    },
  };
  let failure: unknown;
  let ran = false;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    ran = true;
  });
  // helmet's middleware is synchronous; anything else would make the recording incomplete.
  if (!ran) throw new Error('helmet did not finish synchronously');
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set: [...set.values()], removed };
}

const plugin: FastifyPluginCallback<HelmetOptions> = (app, options, done) => {
  const { set, removed } = recordSecurityHeaders(options);
  // On the raw reply, as helmet does, so that a route may still remove one (the static files'
  // document-only headers, app.ts).
  app.addHook('onRequest', (_request, reply, next) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    next();
  });
  done();
};

export const securityHeadersPlugin = fp(plugin, { name: 'scicomm-security-headers' });
