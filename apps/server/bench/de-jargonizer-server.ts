// The server the De-Jargonizer benchmark drives (de-jargonizer.bench.ts starts it as a child
// process, so that load generator and server do not share one event loop): the real app on an
// in-memory PGlite, plus two bare routes to compare with under the same hooks (/api rate limit,
// error handler): GET /api/bench/bare answers at once, POST /api/bench/bare-form reads the same
// multipart form as Grade and answers without grading (with `?replyBytes=N`, a reply of N bytes). Logging is off unless BENCH_LOG_LEVEL
// asks for the app's own logger at a level (production's default is info), which then writes its
// lines to standard output as in production. Prints "port N".
import type { AddressInfo } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { multipartOptions } from '../src/plugins/external/multipart.ts';
import { releaseStartUpGarbage } from '../src/start-up-garbage.ts';
import { BENCH_RESEARCH_UUID } from './bench-server.ts';

const config = loadConfig(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: 'b'.repeat(40),
    LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'silent',
    PGLITE_DIR: 'memory://',
    RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_URL: 'http://127.0.0.1',
    // With metrics on, as a watched production site runs: their hook is part of every request.
    METRICS_TOKEN: 'm'.repeat(32),
    // Another build of the web app (a copy of an earlier one, to compare builds on one machine).
    ...(process.env['BENCH_WEB_DIST'] ? { WEB_DIST_DIR: process.env['BENCH_WEB_DIST'] } : {}),
    // The research editions' pages exist (first-load.bench.ts measures them).
    RESEARCH_UUID: BENCH_RESEARCH_UUID,
  },
  'bench',
);
const paddedReplies = new Map<number, string>();
/** `{"ok":true,"pad":"xx…"}` of `bytes` bytes (at least its frame). */
function paddedReply(bytes: number): string {
  let made = paddedReplies.get(bytes);
  if (made === undefined) {
    const frame = '{"ok":true,"pad":""}';
    made = `{"ok":true,"pad":"${'x'.repeat(Math.max(0, Math.min(bytes, 10_000_000) - frame.length))}"}`;
    paddedReplies.set(bytes, made);
  }
  return made;
}
const database = await openDatabase({ pgliteDir: config.PGLITE_DIR });
const app = await buildApp({ config, database, ...(process.env['BENCH_LOG_LEVEL'] ? {} : { logger: false }) });
app.get('/api/bench/bare', async () => ({ ok: true }));
// The form route reads forms as the De-Jargonizer's routes do: in a scope of its own with the parser.
await app.register(async (scope) => {
  await scope.register(fastifyMultipart, multipartOptions(config));
  scope.post('/api/bench/bare-form', async (request, reply) => {
    let fields = 0;
    for await (const part of request.parts()) {
      if (part.type === 'field') fields++;
      else for await (const _chunk of part.file) fields++;
    }
    // `?replyBytes=N`: a JSON reply of N bytes made once, so the baseline sends as much as Grade
    // does (first-load.bench.ts): the socket writes of its ~15 kB reply are not the grading.
    const bytes = Number((request.query as { replyBytes?: string }).replyBytes ?? 0);
    if (fields > 0 && Number.isSafeInteger(bytes) && bytes > 0) return reply.type('application/json; charset=utf-8').send(paddedReply(bytes));
    return { ok: fields > 0 };
  });
});
await app.listen({ host: '127.0.0.1', port: 0 });
// As server.ts does after listening (the bench servers run with its Node options).
releaseStartUpGarbage();
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
