// Reading a request's fields. Bodies of the original's clients come in either casing
// (docs/decisions.md "Compatibility": CleanedWords or cleanedWords …), and the routes that
// measure a submitted text (Grade, Compare's two texts) take it as a multipart form (with files)
// or as JSON. `parseEitherCase` reads a JSON object's fields whatever their letter case (the
// 'any-letter-case' reader of @scicomm/shared/wire-casing) and validates them with a zod schema
// written in camelCase; `readFormOrJson` reads either kind of body into one shape.
import type { FastifyRequest } from 'fastify';
import { pickFields } from '@scicomm/shared/wire-casing';
import type { z } from 'zod';
import { AppError, badRequest } from '../http/errors.ts';
import { readMultipartForm, type FormLimits, type ParsedForm } from './upload.ts';

/** Parses a JSON body against a camelCase schema, accepting each field in any casing. */
export function parseEitherCase<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  body: unknown,
): z.infer<z.ZodObject<Shape>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Expected a JSON object.', 'VALIDATION_FAILED');
  }
  const candidate = pickFields(body as Record<string, unknown>, Object.keys(schema.shape), 'any-letter-case');
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    const field = issue?.path[0];
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      where ? `Invalid body field "${where}": ${issue?.message}` : `Invalid body: ${issue?.message}`,
      undefined,
      field === undefined ? undefined : { field: String(field) },
    );
  }
  return parsed.data;
}

/** How a route reads a body that is a multipart form or JSON, and what it makes of each. */
export interface FormOrJson<Shape extends z.ZodRawShape, Fields> {
  /** The form's file fields and limits (readMultipartForm). */
  readonly form: FormLimits;
  /** The JSON body's fields, in camelCase (parseEitherCase). */
  readonly json: z.ZodObject<Shape>;
  /** What the client sends, for the 415 message: "the text", "the texts". */
  readonly sending: string;
  fromForm(form: ParsedForm): Fields;
  fromJson(body: z.infer<z.ZodObject<Shape>>): Fields;
}

/**
 * Reads a multipart form or a JSON body (a request without a content type counts as JSON) into
 * the route's own shape. Another content type is 415; a malformed form, or a JSON body that does
 * not fit the schema, is 400, each in the one error shape.
 */
export async function readFormOrJson<Shape extends z.ZodRawShape, Fields>(
  request: FastifyRequest,
  reading: FormOrJson<Shape, Fields>,
): Promise<Fields> {
  if (request.isMultipart()) return reading.fromForm(await readMultipartForm(request, reading.form));
  const type = request.headers['content-type'];
  if (type !== undefined && !type.toLowerCase().startsWith('application/json')) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send ${reading.sending} as a multipart form (multipart/form-data) or as JSON.`,
    );
  }
  return reading.fromJson(parseEitherCase(reading.json, request.body ?? {}));
}
