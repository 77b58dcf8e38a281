import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, requestJson } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

const failWith = (response: Response) => vi.stubGlobal('fetch', vi.fn(async () => response));

async function errorOf(): Promise<ApiError> {
  try {
    await requestJson('/api/x');
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('the API client’s errors', () => {
  it('carries code, field and retryAfterSeconds from the error body', async () => {
    failWith(
      Response.json(
        { error: { code: 'VALIDATION_FAILED', message: 'Invalid body field "email": …', field: 'email' } },
        { status: 400 },
      ),
    );
    expect(await errorOf()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'email', retryAfterSeconds: undefined });
    failWith(
      Response.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many attempts.', retryAfterSeconds: 840 } },
        { status: 429, headers: { 'retry-after': '5' } },
      ),
    );
    expect(await errorOf()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 840, field: undefined });
  });

  it('falls back to Retry-After, and ignores ill-typed details', async () => {
    failWith(
      Response.json(
        { error: { code: 'BUSY', message: 'Busy.', field: 7, retryAfterSeconds: 'soon' } },
        { status: 503, headers: { 'retry-after': '3' } },
      ),
    );
    expect(await errorOf()).toMatchObject({ code: 'BUSY', retryAfterSeconds: 3, field: undefined });
    failWith(new Response('<html>proxy</html>', { status: 502 }));
    expect(await errorOf()).toMatchObject({ status: 502, code: 'HTTP_502', retryAfterSeconds: undefined });
  });
});
