import { describe, expect, it, vi } from 'vitest';
import { registerDomain } from './register-domain.ts';
import type { PostLike } from './register-domain.ts';

describe('registerDomain', () => {
  it('POSTs the hostname and an ISO time as JSON', async () => {
    const post = vi.fn<PostLike>(async () => ({ json: async () => ({ ok: true }) }));
    await registerDomain('/api/registerDomain', post, 'example.org', new Date('2025-01-02T03:04:05.000Z'));
    expect(post).toHaveBeenCalledWith('/api/registerDomain', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain: 'example.org', created: '2025-01-02T03:04:05.000Z' }),
    });
  });

  it('swallows network failures and unreadable answers', async () => {
    await expect(registerDomain('/x', async () => Promise.reject(new Error('offline')), 'h', new Date())).resolves.toBeUndefined();
    await expect(registerDomain('/x', async () => ({ json: async () => JSON.parse('<html>') }), 'h', new Date())).resolves.toBeUndefined();
  });
});
