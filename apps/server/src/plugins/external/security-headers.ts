// The security headers of every reply (helmet: CSP, HSTS where served over HTTPS, nosniff,
// frame and referrer policies …; docs/deployment.md "HTTPS"): the page's set, or for a JSON
// reply of the API a shorter and stricter one (nothing may load or frame it). Our helmet options are the same
// for every request (no nonces, no directive computed from the request), so helmet runs once at
// start against a recording reply, and each request gets the recorded headers: the same bytes
// helmet would write, without parsing the CSP directives again on every request (which the
// Fastify plugin does, at a sixth of a small request's CPU).
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyPluginCallback } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config.ts';
import { inlineHashes } from '../../web-pages/inline-hashes.ts';

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

export interface SecurityHeaderOptions {
  /** Helmet's options for pages, files and every reply that is not JSON. */
  readonly page: HelmetOptions;
  /**
   * Helmet's options for the JSON replies of /api/: a reply no browser renders as a page needs
   * no page policy (docs/deployment.md "HTTPS and the security headers").
   */
  readonly api: HelmetOptions;
}

const isJson = (type: unknown) =>
  typeof type === 'string' && /^application\/(?:[\w.+-]*\+)?json\b/i.test(type);

const plugin: FastifyPluginCallback<SecurityHeaderOptions> = (app, options, done) => {
  const page = replyHeaders(recordSecurityHeaders(options.page));
  const api = replyHeaders(recordSecurityHeaders(options.api));
  // Into Fastify's own headers of the reply, which it hands to Node's writeHead in one object
  // with its content-type and length, so that a route may still change or remove one (the
  // static files' document-only headers, app.ts). Set on the raw reply instead (as helmet does),
  // each header went through Node's setHeader and then writeHead merged Fastify's headers into
  // them one by one: ~3 µs a reply against ~0.5 µs this way (docs/performance.md "The
  // server's CPU per request"). Helmet also removes X-Powered-By, which neither Node nor
  // Fastify sets. An /api/ request gets the API's set from the start, since nearly all its
  // replies are JSON; the few that are not (files, CSV, a PDF, an SVG) get the page's set
  // instead once their type is known.
  app.addHook('onRequest', (request, reply, next) => {
    const headers = request.url.startsWith('/api/') ? api : page;
    for (let index = 0; index < headers.length; index += 2) reply.header(headers[index]!, headers[index + 1]);
    next();
  });
  app.addHook('onSend', (request, reply, payload, next) => {
    if (request.url.startsWith('/api/') && !isJson(reply.getHeader('content-type'))) {
      for (let index = 0; index < api.length; index += 2) reply.removeHeader(api[index]!);
      for (let index = 0; index < page.length; index += 2) reply.header(page[index]!, page[index + 1]);
    }
    next(null, payload);
  });
  done();
};

/** The headers to set, as lower-case names and values one after the other (what reply.header stores). */
function replyHeaders({ set }: SecurityHeaders): readonly string[] {
  return set.flatMap(([name, value]) => [name.toLowerCase(), value]);
}

export const securityHeadersPlugin = fp(plugin, { name: 'scicomm-security-headers' });

/** The security headers' options: the pages' set and the API's. */
export function securityHeaderOptions(config: Config): SecurityHeaderOptions {
  // HSTS and upgrade-insecure-requests only where the site is served over HTTPS, as PUBLIC_URL
  // says: on plain http://localhost (npm start) HSTS would make browsers refuse the plain
  // address for a year, and the upgrade would break every request.
  const servedOverHttps = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const hsts = servedOverHttps ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false;
  return {
    page: pageSecurityHeaders(hsts, servedOverHttps, inlineHashes(config.WEB_DIST_DIR)),
    api: apiSecurityHeaders(hsts, servedOverHttps),
  };
}

/** Helmet's options for the pages, the files and every reply that is not JSON. */
function pageSecurityHeaders(
  hsts: HelmetOptions['hsts'],
  servedOverHttps: boolean,
  inline: { readonly styles: readonly string[]; readonly scripts: readonly string[] },
): HelmetOptions {
  return {
    hsts,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The built pages' own inline scripts by hash (the visit's language, chosen in <head>
        // before the first paint without a request that would hold the page for a round trip).
        scriptSrc: ["'self'", ...inline.scripts],
        // The built pages' own inline styles by hash, nothing else inline: no style attribute in
        // markup and no <style> a script writes (the widget adopts constructed style sheets;
        // React's style props go through the CSSOM, which CSP does not govern).
        // 'report-sample': a refused style's first characters go with its violation report.
        styleSrc: ["'self'", "'report-sample'", ...inline.styles],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's options for the API's JSON replies, stricter than the page's where they overlap: a
 * JSON reply loads nothing and is framed by nobody (CSP default-src 'none', frame-ancestors
 * 'none', X-Frame-Options DENY); nosniff, CORP, COOP, the referrer policy, the Adobe policy and
 * HSTS are the page's. Left out are the headers that only act on a page that shows markup or
 * runs scripts, which a JSON reply under default-src 'none' cannot: Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options (Internet Explorer's HTML downloads) and
 * X-XSS-Protection: 0. They made the reply's headers about 400 bytes longer
 * (docs/deployment.md "HTTPS and the security headers").
 */
function apiSecurityHeaders(hsts: HelmetOptions['hsts'], servedOverHttps: boolean): HelmetOptions {
  return {
    hsts,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
  };
}
