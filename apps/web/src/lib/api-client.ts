// The HTTP client: transport only (base URL, credentials, bearer token, typed errors).
// Toasts, redirects and messages belong to the UI (README.md "Architecture").
// The body's shape is packages/shared/src/error-api.ts; read here by hand (type only), so that
// zod is not loaded on every page just to read an error.
import type { ApiErrorDetail } from '@scicomm/shared/error-api';

export interface ApiErrorDetails {
  /** The request field the server says is wrong (error.field). */
  field?: string | undefined;
  /** How long to wait before trying again (error.retryAfterSeconds, else Retry-After). */
  retryAfterSeconds?: number | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

let bearerToken: (() => string | undefined) | undefined;

/** Lets the auth feature supply the access token sent as Authorization: Bearer. */
export function setBearerTokenSource(source: (() => string | undefined) | undefined): void {
  bearerToken = source;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Called with the fraction of the body sent (0–1) as it goes out. fetch cannot report upload
   * progress, so such a request is sent with XMLHttpRequest; everything else is the same.
   */
  onUploadProgress?: (fraction: number) => void;
}

// For logs; a page says it through the server-errors namespace (server-message.ts).
const networkMessage = 'The server could not be reached.';

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  const token = bearerToken?.();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  if (options.onUploadProgress) {
    response = await sendWithProgress(path, options.method ?? (body ? 'POST' : 'GET'), headers, body, options);
    if (!response.ok) throw await toApiError(response);
    return response;
  }
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', networkMessage);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Retry-After as whole seconds, when it is a number of seconds. */
function retryAfterHeader(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The body's `error`, when it has the API's shape (apiErrorBodySchema). */
function errorOf(data: unknown): ApiErrorDetail | undefined {
  const error = (data as { error?: Record<string, unknown> } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message) return undefined;
  const { field, retryAfterSeconds } = error;
  return {
    code: error.code,
    message: error.message,
    ...(typeof field === 'string' && field ? { field } : {}),
    ...(typeof retryAfterSeconds === 'number' && Number.isInteger(retryAfterSeconds) && retryAfterSeconds >= 0
      ? { retryAfterSeconds }
      : {}),
  };
}

/** Statuses whose Response must have no body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
/** XMLHttpRequest.HEADERS_RECEIVED: the status and headers are known. */
const HEADERS_RECEIVED = 2;

/**
 * The same request through XMLHttpRequest, for its upload progress events. Answers a Response as
 * soon as the headers arrive, its body streamed as the bytes come in, so a reply that reports
 * progress (requestJsonLines) can be read while the server still works. The bytes are read from
 * responseText under the x-user-defined charset, where each character is one byte (its low 8
 * bits): the only way XMLHttpRequest shows a reply before it has ended, exact for any content.
 */
function sendWithProgress(
  path: string,
  method: string,
  headers: Headers,
  body: BodyInit | undefined,
  options: RequestOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    });
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    let started = false;
    let ended = false;
    let read = 0;
    /** Resolves the Response once the status and headers are known (the upload is over). */
    const start = () => {
      if (started) return;
      started = true;
      options.onUploadProgress?.(1);
      const responseHeaders = new Headers();
      for (const line of request.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) responseHeaders.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const status = request.status;
      const responseBody = NULL_BODY_STATUSES.has(status)
        ? null
        : new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      resolve(new Response(responseBody, { status, headers: responseHeaders }));
    };
    /** Passes on the bytes received since the last call. */
    const pull = () => {
      const text = request.responseText;
      if (!stream || ended || text.length === read) return;
      const bytes = new Uint8Array(text.length - read);
      for (let index = 0; index < bytes.length; index++) bytes[index] = text.charCodeAt(read + index) & 0xff;
      read = text.length;
      stream.enqueue(bytes);
    };
    const fail = (error: Error) => {
      if (!started) reject(error);
      else if (!ended) stream?.error(error);
      ended = true;
    };
    request.addEventListener('readystatechange', () => {
      if (request.readyState >= HEADERS_RECEIVED && request.status !== 0) start();
    });
    request.addEventListener('progress', () => {
      start();
      pull();
    });
    request.addEventListener('load', () => {
      start();
      pull();
      if (!ended) stream?.close();
      ended = true;
    });
    request.addEventListener('error', () => fail(new ApiError(0, 'NETWORK', networkMessage)));
    request.addEventListener('abort', () => fail(new DOMException('Aborted', 'AbortError')));
    if (options.signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort());
    request.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  const headerSeconds = retryAfterHeader(response);
  try {
    const error = errorOf(await response.json());
    if (error) {
      return new ApiError(response.status, error.code, error.message, {
        field: error.field,
        retryAfterSeconds: error.retryAfterSeconds ?? headerSeconds,
      });
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to a generic message.
  }
  return new ApiError(response.status, 'HTTP_' + response.status, `Request failed with status ${response.status}`, {
    retryAfterSeconds: headerSeconds,
  });
}

export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export async function requestBlob(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName?: string }> {
  const response = await send(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="([^"]+)"/i.exec(disposition);
  const fileName = match ? decodeURIComponent(match[1] ?? match[2] ?? '') : undefined;
  return { blob: await response.blob(), ...(fileName ? { fileName } : {}) };
}

/**
 * A reply of JSON lines (application/x-ndjson), each line parsed as it arrives: for a request
 * whose reply reports progress while the server works. A line that is not JSON throws a
 * SyntaxError; an error status throws ApiError, as requestJson does.
 */
export async function* requestJsonLines<T>(path: string, options: RequestOptions = {}): AsyncGenerator<T, void, undefined> {
  const response = await send(path, options);
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let ended = false;
  try {
    while (!ended) {
      const chunk = await reader.read();
      ended = chunk.done;
      rest += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      const lines = rest.split('\n');
      // The last piece is a line still coming in (or, at the end, one without its newline).
      rest = ended ? '' : (lines.pop() ?? '');
      for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as T;
    }
  } finally {
    // The caller stopped reading early: the rest of the reply is not wanted.
    if (!ended) void reader.cancel().catch(() => undefined);
  }
}
