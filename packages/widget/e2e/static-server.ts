// A tiny loopback server for the browser tests: the built demo, the locale files at /locale/,
// and POST /api/registerDomain (recorded, so a test can check the widget's start-up call).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

export type TestServer = { url: string; registrations: unknown[]; close: () => Promise<void> };

/** A path under `root`, or undefined if the request tries to leave it. */
function inside(root: string, requestPath: string): string | undefined {
  const path = normalize(join(root, decodeURIComponent(requestPath)));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startServer(siteDir: string, localeDir: string): Promise<TestServer> {
  const registrations: unknown[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'POST' && url.pathname === '/api/registerDomain') {
        registrations.push(JSON.parse(await readBody(request)));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
        return;
      }
      const file = url.pathname.startsWith('/locale/')
        ? inside(localeDir, url.pathname.slice('/locale/'.length))
        : inside(siteDir, url.pathname === '/' ? 'index.html' : url.pathname);
      if (file === undefined) {
        response.writeHead(400).end();
        return;
      }
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
      } catch {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    registrations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
