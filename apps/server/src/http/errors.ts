// One error shape for the whole API: { "error": { "code", "message", "field"?, "retryAfterSeconds"? } }
// (docs/accounts.md "Errors"). Services throw AppError; everything else is mapped
// here, and 5xx never shows internals. `field` names the input that is wrong; `retryAfterSeconds`
// repeats the Retry-After header of a 429 or 503, so a client never reads either out of the
// English message.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Headers the reply carries, e.g. Retry-After on a 503. */
  readonly headers: Readonly<Record<string, string>> | undefined;

  /** The request field that is wrong, when one is (the body's `error.field`). */
  readonly field: string | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    headers?: Record<string, string>,
    options?: { field?: string },
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
    this.field = options?.field;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);

export interface ErrorDetails {
  /** The input that is wrong: a body, query or path field's name (the first part of its path). */
  field?: string;
  /** With a 429 or 503 that carries Retry-After: the same number of seconds. */
  retryAfterSeconds?: number;
}

export interface ErrorBody {
  error: { code: string; message: string } & ErrorDetails;
}

export const errorBody = (code: string, message: string, details: ErrorDetails = {}): ErrorBody => ({
  error: {
    code,
    message,
    ...(details.field ? { field: details.field } : {}),
    ...(details.retryAfterSeconds !== undefined ? { retryAfterSeconds: details.retryAfterSeconds } : {}),
  },
});

/** A Retry-After header's value in whole seconds (delta-seconds or an HTTP date), if it has one. */
export function retryAfterSecondsOf(header: unknown, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The field of the first validation issue: its path's first part ("country" for /country/3). */
function validationField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const part = (first.instancePath || '').replace(/^\//, '').split('/')[0];
  if (part) return part;
  // A missing required property is reported on its parent, with the name in params.
  const missing = (first.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  return typeof missing === 'string' && missing ? missing : undefined;
}

/** Fastify and plugin error codes that are the client's fault, with the message we show. */
const clientErrors: Record<string, { status: number; code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The JSON body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many files.' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'BAD_REQUEST', message: 'Expected a multipart form.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
};

function describeValidation(error: FastifyError): string {
  const issues = error.validation ?? [];
  const first = issues[0];
  if (!first) return error.message;
  const where = (first.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
  const context = error.validationContext ?? 'request';
  return where ? `Invalid ${context} field "${where}": ${first.message}` : `Invalid ${context}: ${first.message}`;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    const retryAfterSeconds =
      error.statusCode === 429 || error.statusCode === 503
        ? retryAfterSecondsOf(reply.getHeader('retry-after'))
        : undefined;
    return reply.status(error.statusCode).send(
      errorBody(error.code, error.message, {
        ...(error.field ? { field: error.field } : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      }),
    );
  }
  if (error.validation) {
    const field = validationField(error);
    return reply
      .status(400)
      .send(errorBody('VALIDATION_FAILED', describeValidation(error), field ? { field } : {}));
  }
  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) {
    return reply.status(known.status).send(errorBody(known.code, known.message ?? error.message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    return reply.status(status).send(errorBody(code, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
}
