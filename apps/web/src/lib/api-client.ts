// The HTTP client: transport only (base URL, credentials, bearer token, typed errors).
// Toasts, redirects and messages belong to the UI (STYLE.md "Web API layer").

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
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

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const data = (await response.json()) as { error?: { code?: string; message?: string } };
    if (data.error?.message) return new ApiError(response.status, data.error.code ?? 'ERROR', data.error.message);
  } catch {
    // Not our JSON error shape (a proxy's HTML page, say): fall through to a generic message.
  }
  return new ApiError(response.status, 'HTTP_' + response.status, `Request failed with status ${response.status}`);
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
