import { z } from 'zod';

/** Response schema of every error reply, for route declarations and the OpenAPI document. */
export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** Declared error replies of a route, e.g. errorResponses(400, 401, 404). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}
