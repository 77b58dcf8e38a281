// The headers recorded once at start are exactly what helmet writes on a real reply.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordSecurityHeaders } from './security-headers.ts';

function helmetOnRealReply(options: HelmetOptions): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const reply = new ServerResponse(request);
  reply.setHeader('X-Powered-By', 'something');
  helmet(options)(request, reply, () => {});
  return reply.getHeaders();
}

describe('security headers recorded once', () => {
  const cases: HelmetOptions[] = [
    { hsts: false, crossOriginEmbedderPolicy: false },
    {
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"], upgradeInsecureRequests: [] } },
    },
  ];

  it.each(cases)('are the headers helmet sets, and remove what it removes (%#)', (options) => {
    const recorded = recordSecurityHeaders(options);
    const real = helmetOnRealReply(options);
    expect(Object.fromEntries(recorded.set.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(real);
    expect(recorded.removed.map((name) => name.toLowerCase())).toContain('x-powered-by');
  });
});
