// The API's one error body (docs/accounts.md "Errors"), shared by the server's route
// declarations and the web app's API client:
//   { "error": { "code", "message", "field"?, "retryAfterSeconds"? } }
// `code` is what a client branches on; `message` is English for people and logs, never parsed.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  /** Stable, upper-case: VALIDATION_FAILED, RATE_LIMITED, BUSY, NOT_FOUND … */
  code: z.string(),
  /** A sentence in English for a person; a client shows its own text for a known code. */
  message: z.string(),
  /** The request field that is wrong (the first part of its path, e.g. "email" or "country"). */
  field: z.string().optional(),
  /** On a 429 or 503 that carries Retry-After: the same wait in whole seconds. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorSchema>;

export const apiErrorBodySchema = z.object({ error: apiErrorSchema });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
