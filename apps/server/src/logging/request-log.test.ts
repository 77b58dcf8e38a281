// The request's line, built by hand for speed (request-log.ts), is the line pino writes for the
// same fields: the same JSON, key for key and in the same order.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers } from './log-serializers.ts';
import { requestLog } from './request-log.ts';

function appWritingTo(lines: string[]) {
  const app = Fastify({
    logger: { level: 'info', serializers: logSerializers, stream: { write: (line: string) => void lines.push(line) } },
    logController: requestLog(),
  });
  // The same fields through pino's own path, for comparison.
  app.addHook('onResponse', (request, reply, done) => {
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'pino');
    done();
  });
  app.get('/api/things/:id', async () => ({ ok: true }));
  app.post('/api/things/:id', async (_request, reply) => reply.status(201).send({ ok: true }));
  return app;
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('the request line', () => {
  it.each([
    ['a route', '/api/things/x%22y?email=a@b.c', 200],
    ['no route', '/caf%C3%A9-\u00e9t\u00e9/"quoted"/more?x=1', 404],
  ])('is what pino writes for the same fields (%s)', async (_name, url, status) => {
    const lines: string[] = [];
    const app = appWritingTo(lines);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(status);
    const byPino = lines.find((line) => line.includes('"msg":"pino"'));
    const byHand = lines.find((line) => line.includes('"msg":"request completed"'));
    expect(byHand).toBeDefined();
    expect(withoutTime(byHand!)).toBe(withoutTime(byPino!).replace('"msg":"pino"', '"msg":"request completed"'));
    expect(JSON.parse(byHand!)).toMatchObject({ level: 30, reqId: expect.any(String), res: { statusCode: status }, responseTime: expect.any(Number) });
    await app.close();
  });

  it('is what pino writes for every request of a route, whatever the method, status and path', async () => {
    const lines: string[] = [];
    const app = appWritingTo(lines);
    const requests = [
      ['GET', '/api/things/a', 200],
      ['GET', '/api/things/b?x=1', 200],
      ['POST', '/api/things/c', 201],
      ['GET', '/api/things/d', 200],
      ['POST', '/api/things/e', 201],
      ['GET', '/api/none/f', 404],
      ['GET', '/api/none/g', 404],
    ] as const;
    for (const [method, url, status] of requests) expect((await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(status);
    const byPino = lines.filter((line) => line.includes('"msg":"pino"')).map(withoutTime);
    const byHand = lines.filter((line) => line.includes('"msg":"request completed"')).map(withoutTime);
    expect(byHand).toHaveLength(requests.length);
    expect(byHand).toEqual(byPino.map((line) => line.replace('"msg":"pino"', '"msg":"request completed"')));
    expect(byHand.map((line) => JSON.parse(line).req)).toEqual([
      ...['GET', 'GET', 'POST', 'GET', 'POST'].map((method) => ({ method, url: '/api/things/:id' })),
      { method: 'GET', url: '/api/…' },
      { method: 'GET', url: '/api/…' },
    ]);
    await app.close();
  });

  it('is not written when the level is above info', async () => {
    const lines: string[] = [];
    const quiet = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } }, logController: requestLog() });
    quiet.get('/', async () => 'ok');
    await quiet.inject({ method: 'GET', url: '/' });
    expect(lines).toEqual([]);
    await quiet.close();
  });
});
