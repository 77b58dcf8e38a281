import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLimitBackend } from './limit-backend.ts';

const database = { kind: 'pglite', ping: async () => {} } as unknown as DatabaseHandle;
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, 'test');

describe('where the limits live', () => {
  it('is the database without REDIS_URL', async () => {
    expect((await createLimitBackend(config({}), database)).kind).toBe('database');
  });

  it('refuses to start when REDIS_URL does not answer, saying so', async () => {
    // Port 9 (discard) is closed on these machines: the connection is refused at once.
    await expect(createLimitBackend(config({ REDIS_URL: 'redis://127.0.0.1:9' }), database)).rejects.toThrow(
      /REDIS_URL: cannot reach Redis \(.*ECONNREFUSED/,
    );
  });

  it.skipIf(!process.env.REDIS_URL)('is Redis with REDIS_URL', async () => {
    const backend = await createLimitBackend(config({ REDIS_URL: process.env.REDIS_URL! }), database);
    expect(backend.kind).toBe('redis');
    await expect(backend.ping()).resolves.toBeUndefined();
    expect(backend.rateLimitOptions()).toMatchObject({ nameSpace: 'scicomm:api-rate:' });
    await (backend.rateLimitOptions().redis as { quit(): Promise<unknown> }).quit();
  });
});
