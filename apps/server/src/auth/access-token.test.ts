import { describe, expect, it } from 'vitest';
import { createAccessTokens, isJwt } from './access-token.ts';

const secret = 'a'.repeat(64);

describe('access tokens', () => {
  const tokens = createAccessTokens(secret, 900);

  it('carry the user and the session, and expire after their lifetime', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const issued = await tokens.issue({ userId: 'u1', sessionId: 's1' }, now);
    expect(isJwt(issued.token)).toBe(true);
    expect(issued.expiresIn).toBe(900);
    expect(issued.expiresAt).toBe(now.getTime() / 1000 + 900);
    expect(await tokens.verify(issued.token, new Date(now.getTime() + 899_000))).toEqual({
      userId: 'u1',
      sessionId: 's1',
    });
    expect(await tokens.verify(issued.token, new Date(now.getTime() + 901_000))).toBeNull();
  });

  it('refuse a tampered token, another secret, and an unsigned one', async () => {
    const { token } = await tokens.issue({ userId: 'u1', sessionId: 's1' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'u2' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await createAccessTokens('b'.repeat(64)).verify(token)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect(await tokens.verify(`${none}.${payload}.`)).toBeNull();
    expect(await tokens.verify('not a token')).toBeNull();
  });

  it('tell a JWT from a session token', () => {
    expect(isJwt('abc.def.ghi')).toBe(true);
    expect(isJwt('hkl4vsyagbV0OWBCcc8bvfTteU8c3qt3')).toBe(false);
    expect(isJwt('token.signature=')).toBe(false);
  });
});
