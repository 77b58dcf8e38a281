import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing.ts';

describe('password hashing', () => {
  it('uses argon2id with a salt of its own each time', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only, and never throws on a bad hash', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword({ hash, password: 'correct horse battery staple' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'Correct horse battery staple' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});
