import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCachePolicy } from './cache-policy.ts';

async function appWithRoutes() {
  const app = Fastify();
  registerCachePolicy(app);
  app.get('/own', async () => ({ private: true }));
  app.get('/public', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { public: true };
  });
  await app.register(async (feature) => {
    feature.get('/feature/fails', async () => {
      throw new Error('down');
    });
  });
  return app;
}

describe('the cache policy', () => {
  it('stores no answer its route did not say may be cached: replies, errors and unknown paths', async () => {
    const app = await appWithRoutes();
    for (const url of ['/own', '/feature/fails', '/nowhere']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps the policy a route set itself', async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ url: '/public' })).headers['cache-control']).toBe('public, max-age=300');
  });
});
