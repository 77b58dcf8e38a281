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

const networkMessage = 'The server could not be reached. Check your connection and try again.';

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

/** The same request through XMLHttpRequest, for its upload progress events; answers a Response. */
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
    request.responseType = 'arraybuffer';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      options.onUploadProgress?.(1);
      const responseHeaders = new Headers();
      for (const line of request.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) responseHeaders.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const status = request.status;
      const nullBody = status === 204 || status === 304;
      resolve(new Response(nullBody ? null : (request.response as ArrayBuffer), { status, headers: responseHeaders }));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', networkMessage)));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
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
