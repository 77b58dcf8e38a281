// The baseline of the overhead benchmark (overhead.bench.ts): a bare Fastify 5 server with no
// hook, plugin or logger of ours, in its own process like the site's bench server. GET
// /api/noop answers at once; POST /api/form reads a multipart form (@fastify/multipart in the
// form route's scope, as the site registers it for its form routes only) and answers without
// doing anything with it. Prints "port N".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';

const app = Fastify({ logger: false });
app.get('/api/noop', async () => ({ ok: true }));
await app.register(async (scope) => {
  await scope.register(fastifyMultipart);
  scope.post('/api/form', async (request) => {
    let parts = 0;
    for await (const part of request.parts()) {
      if (part.type === 'field') parts++;
      else for await (const _chunk of part.file) parts++;
    }
    return { ok: parts > 0 };
  });
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
