import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, requestJson, requestJsonLines, setBearerTokenSource } from './api-client.ts';

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

/** Bytes as XMLHttpRequest shows them under the x-user-defined charset (0x80–0xFF as U+F780–U+F7FF). */
const byteText = (bytes: Uint8Array) => String.fromCharCode(...[...bytes].map((byte) => (byte < 0x80 ? byte : 0xf700 + byte)));

/** An XMLHttpRequest that answers `status` with `chunks` of bytes, one download progress event each. */
function fakeXhr(status: number, chunks: readonly Uint8Array[], sent: { headers: Record<string, string> }) {
  return class FakeXMLHttpRequest extends EventTarget {
    status = 0;
    responseText = '';
    withCredentials = false;
    readonly upload = new EventTarget();
    open() {}
    overrideMimeType() {}
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/x-ndjson\r\n';
    }
    abort() {}
    send() {
      void (async () => {
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 5, total: 10 }));
        this.status = status;
        for (const chunk of chunks) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          this.responseText += byteText(chunk);
          this.dispatchEvent(new Event('progress'));
        }
        this.dispatchEvent(new Event('load'));
      })();
    }
  };
}

describe('the API client’s replies of JSON lines', () => {
  afterEach(() => setBearerTokenSource(undefined));

  it('gives each line as it arrives, a line cut between chunks included', async () => {
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body)));
    const encode = (text: string) => new TextEncoder().encode(text);
    push?.enqueue(encode('{"done":1}\n{"do'));
    const lines = requestJsonLines<{ done: number }>('/api/x');
    expect(await lines.next()).toEqual({ done: false, value: { done: 1 } });
    push?.enqueue(encode('ne":2}\n{"done":3}'));
    push?.close();
    const rest: number[] = [];
    for await (const line of lines) rest.push(line.done);
    expect(rest).toEqual([2, 3]);
  });

  it('streams the reply of a request with upload progress, bytes split anywhere, with the bearer token', async () => {
    const sent = { headers: {} as Record<string, string> };
    const reply = new TextEncoder().encode('{"word":"café"}\n{"word":"naïve"}\n');
    // "é" is two bytes: the first chunk ends between them.
    const split = reply.indexOf(0xc3) + 1;
    vi.stubGlobal('XMLHttpRequest', fakeXhr(200, [reply.slice(0, split), reply.slice(split)], sent));
    setBearerTokenSource(() => 'token-1');
    const progress: number[] = [];
    const words: string[] = [];
    for await (const line of requestJsonLines<{ word: string }>('/api/x', {
      method: 'POST',
      body: new FormData(),
      onUploadProgress: (fraction) => progress.push(fraction),
    })) {
      words.push(line.word);
    }
    expect(words).toEqual(['café', 'naïve']);
    expect(progress).toEqual([0.5, 1]);
    expect(sent.headers['authorization']).toBe('Bearer token-1');
  });

  it('turns an error status of such a request into the typed ApiError', async () => {
    const error = new TextEncoder().encode(JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Too large.' } }));
    vi.stubGlobal('XMLHttpRequest', fakeXhr(413, [error], { headers: {} }));
    const lines = requestJsonLines('/api/x', { method: 'POST', body: new FormData(), onUploadProgress: () => undefined });
    await expect(lines.next()).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too large.' });
  });
});
