// The request's cookies, parsed when a route first reads them. @fastify/cookie parses the Cookie
// header of every request in an onRequest hook, and makes an object and a Map for each even when
// there is no header; a handful of routes read a cookie (the consent and terms cookies, the
// trusted device), so every other request paid for nothing (docs/performance.md "The server's CPU
// per request"). The plugin is registered with `hook: false` (COOKIE_PLUGIN_OPTIONS): it still
// writes the cookies a reply sets (`reply.setCookie`), and routes read cookies through
// `requestCookies(request)`, which parses the header once per request, with the plugin's parser.
import type { FastifyRequest } from 'fastify';
import type { FastifyCookieOptions } from '@fastify/cookie';

/** @fastify/cookie's options: no parsing hook (cookies are parsed by `requestCookies`). */
export const COOKIE_PLUGIN_OPTIONS: FastifyCookieOptions = { hook: false };

type Cookies = FastifyRequest['cookies'];

/** The request's cookies by name (parsed from its Cookie header the first time they are asked for). */
export function requestCookies(request: FastifyRequest): Cookies {
  // Null until parsed here or by the plugin (a reply that sets a cookie parses them too).
  const parsed = request.cookies as Cookies | null;
  if (parsed) return parsed;
  const header = request.headers.cookie;
  const cookies: Cookies = header ? request.server.parseCookie(header) : {};
  request.cookies = cookies;
  return cookies;
}
