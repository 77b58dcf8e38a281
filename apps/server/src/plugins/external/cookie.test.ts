// Cookies are parsed when a route reads them, not on every request; reading and setting them
// work as with the plugin's parsing hook.
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { COOKIE_PLUGIN_OPTIONS, requestCookies } from './cookie.ts';

async function app() {
  const app = Fastify();
  await app.register(fastifyCookie, COOKIE_PLUGIN_OPTIONS);
  app.get('/unread', async (request) => ({ parsed: request.cookies !== null }));
  app.get('/read', async (request) => ({ consent: requestCookies(request)['cookie_consent'] ?? null, again: requestCookies(request) === requestCookies(request) }));
  app.get('/set', async (request, reply) => {
    const before = requestCookies(request)['a'] ?? null;
    reply.setCookie('trusted', 'x.y', { httpOnly: true, path: '/api/auth' });
    return { before, after: requestCookies(request)['a'] ?? null };
  });
  return app;
}

describe('requestCookies', () => {
  it('leaves a request whose route reads no cookie unparsed', async () => {
    const server = await app();
    const res = await server.inject({ method: 'GET', url: '/unread', headers: { cookie: 'cookie_consent=true' } });
    expect(res.json()).toEqual({ parsed: false });
  });

  it('reads the Cookie header when asked, once per request', async () => {
    const server = await app();
    const read = (cookie?: string) => server.inject({ method: 'GET', url: '/read', headers: cookie ? { cookie } : {} });
    expect((await read('a=1; cookie_consent=true')).json()).toEqual({ consent: 'true', again: true });
    expect((await read('cookie_consent=%74rue')).json()).toEqual({ consent: 'true', again: true });
    expect((await read()).json()).toEqual({ consent: null, again: true });
  });

  it('leaves setting a cookie to the plugin, as before', async () => {
    const server = await app();
    const res = await server.inject({ method: 'GET', url: '/set', headers: { cookie: 'a=1' } });
    expect(res.json()).toEqual({ before: '1', after: '1' });
    expect(res.headers['set-cookie']).toBe('trusted=x.y; Path=/api/auth; HttpOnly; SameSite=Lax');
  });
});
