// The one signer: a code verifies only for its own purpose, parts and secret.
import { describe, expect, it } from 'vitest';
import { sameText, sign, verify } from './signer.ts';

const secret = 's'.repeat(48);

describe('sign and verify', () => {
  it('verify accepts the code of the same purpose, parts and secret only', () => {
    const code = sign(secret, 'exercise-task', ['a', 'b']);
    expect(verify(secret, 'exercise-task', ['a', 'b'], code)).toBe(true);
    expect(verify(secret, 'exercise-history', ['a', 'b'], code)).toBe(false);
    expect(verify(secret, 'exercise-task', ['a', 'c'], code)).toBe(false);
    expect(verify('another secret', 'exercise-task', ['a', 'b'], code)).toBe(false);
    for (const junk of [undefined, 42, '', code.slice(1), `${code}x`]) expect(verify(secret, 'exercise-task', ['a', 'b'], junk)).toBe(false);
  });

  it('sameText compares strings of any length', () => {
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'abcd')).toBe(false);
  });
});
