// Request bodies of the original's clients come in either casing (docs/decisions.md "Compatibility":
// CleanedWords or cleanedWords …). These helpers read a JSON object's fields whatever their
// letter case (the 'any-letter-case' reader of @scicomm/shared/wire-casing) and validate them
// with a zod schema written in camelCase.
import { pickFields } from '@scicomm/shared/wire-casing';
import type { z } from 'zod';
import { AppError, badRequest } from '../lib/errors.ts';

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
