import v8x from "node:v8"; if (process.env.SEMI) v8x.setFlagsFromString(`--max-semi-space-size=${process.env.SEMI}`);
const mu = (l: string) => { const m = process.memoryUsage(); console.log(l, 'rss', (m.rss/1048576).toFixed(0), 'heap', (m.heapUsed/1048576).toFixed(0), 'heapTotal', (m.heapTotal/1048576).toFixed(0), 'ext', (m.external/1048576).toFixed(0), 'ab', (m.arrayBuffers/1048576).toFixed(0)); };
mu('start');
const { loadConfig } = await import('./src/config.ts');
mu('config');
const { openDatabase } = await import('./src/db/client.ts');
const { buildApp } = await import('./src/app.ts');
mu('imports');
const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'silent', DATABASE_URL: process.env.PG, PUBLIC_URL: 'http://127.0.0.1' }, 'x');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
mu('db');
const app = await buildApp({ config, database, logger: false });
await app.ready();
mu('app');
globalThis.gc?.();
mu('gc');
await app.close();
const v8 = await import('node:v8');
const space = () => v8.getHeapSpaceStatistics().filter((x) => x.space_name === 'new_space' || x.space_name === 'old_space').map((x) => `${x.space_name} ${(x.space_size / 1048576).toFixed(0)}`).join(' ');
let junk: unknown[] = [];
const until = Date.now() + 3000;
while (Date.now() < until) { junk.push({ a: 'x'.repeat(100) + Math.random() }); if (junk.length > 10000) junk = []; }
mu('after churn'); console.log(space());
for (const t of [5, 10, 20]) { await new Promise((r) => setTimeout(r, 5000 * (t === 20 ? 2 : 1))); mu(`idle ${t}`); console.log(space()); }
