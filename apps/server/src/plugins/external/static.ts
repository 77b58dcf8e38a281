// @fastify/static as the app configures it for the built web app (WEB_DIST_DIR): precompressed
// files, ETags, immutable hashed assets; app.ts registers it and answers the pages' paths.
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Helmet's headers that apply to documents only; nosniff, CORP and HSTS stay on every file. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** How every built file is sent: its precompressed copy, its ETag, its headers. */
function sendingOptions(): FastifyStaticOptions {
  return {
    index: false,
    cacheControl: false,
    // The build writes file.br and file.gz beside each text file (scripts/build.ts): sent to
    // clients that accept them, with Vary: Accept-Encoding and an ETag per variant.
    preCompressed: true,
    // The ETag does the revalidating (of the HTML; hashed assets are never asked for again),
    // and nothing here is fetched in ranges: Last-Modified and Accept-Ranges would only add
    // ~70 bytes to each file of a first visit (docs/performance.md "What the server sends").
    lastModified: false,
    acceptRanges: false,
    setHeaders: (reply, filePath) => {
      // Vite puts content hashes in asset names, so they never change; anything else (the
      // HTML) is revalidated with its ETag on every visit (a 304 when unchanged).
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Scripts, styles and fonts are not documents (the app starts no workers): the headers
      // that only govern a page would add about 0.6 kB to each of the first visit's files.
      if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  };
}

/** A .br or .gz copy, or a folder: none is sent by its own name. */
const NOT_A_FILE_TO_SEND = /\.(?:br|gz)$|\/$/;

/**
 * The built web app's files but its hashed assets: a route per file (the pages' HTML, the icons),
 * found once at start. The .br and .gz copies get none: they are found beside each file.
 */
export function webAppFileOptions(distDir: string): FastifyStaticOptions {
  return { ...sendingOptions(), root: distDir, wildcard: false, globIgnore: ['**/*.br', '**/*.gz', 'assets/**'] };
}

/**
 * The hashed assets (dist/assets, three files in four): one route for all, each file looked up
 * on disk when asked for, which a browser does once (it keeps them a year). A route per file held
 * some 3 MB of heap in every process. What is not a file there is not found, as before.
 */
export function webAppAssetOptions(distDir: string): FastifyStaticOptions {
  return {
    ...sendingOptions(),
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    allowedPath: (pathname) => !NOT_A_FILE_TO_SEND.test(pathname),
  };
}
