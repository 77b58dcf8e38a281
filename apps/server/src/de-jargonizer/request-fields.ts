// Request bodies of the original's clients come in either casing (docs/decisions.md "Compatibility":
// CleanedWords or cleanedWords …). These helpers read a JSON object's fields whatever their
// casing and validate them with a zod schema written in camelCase.
import type { z } from 'zod';
import { AppError, badRequest } from '../lib/errors.ts';

/** The object's values by lowercased key (the first spelling met wins). */
function byLowercaseKey(body: unknown): Map<string, unknown> {
  const values = new Map<string, unknown>();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return values;
  for (const [key, value] of Object.entries(body)) {
    const lower = key.toLowerCase();
    if (!values.has(lower)) values.set(lower, value);
  }
  return values;
}

/** Parses a JSON body against a camelCase schema, accepting each field in any casing. */
export function parseEitherCase<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  body: unknown,
): z.infer<z.ZodObject<Shape>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Expected a JSON object.', 'VALIDATION_FAILED');
  }
  const values = byLowercaseKey(body);
  const candidate: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = values.get(key.toLowerCase());
    if (value !== undefined) candidate[key] = value;
  }
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
