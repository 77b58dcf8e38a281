import { apiErrorBodySchema } from '@scicomm/shared/error-api';

/**
 * Response schema of every error reply, for route declarations and the OpenAPI document:
 * { error: { code, message, field?, retryAfterSeconds? } } (packages/shared/src/error-api.ts).
 */
export const errorResponseSchema = apiErrorBodySchema.describe(
  'An error: `code` to branch on, an English `message`, the wrong input in `field` when one is, and on a 429 or 503 with Retry-After the same wait in `retryAfterSeconds`.',
);

/** Declared error replies of a route, e.g. errorResponses(400, 401, 404). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}
