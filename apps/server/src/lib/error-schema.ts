import { z } from 'zod';

/** Response schema of every error reply, for route declarations and the OpenAPI document. */
export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
