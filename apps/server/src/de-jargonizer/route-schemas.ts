// What the De-Jargonizer's route modules share: their error replies and the schema of a reply
// sent as bytes.
import { z } from 'zod';
import { errorResponseSchema } from '../http/error-schema.ts';

export const errors = { 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };
/** Routes that use the grading pool also answer 503 BUSY (with Retry-After) when it is full. */
export const poolErrors = { ...errors, 503: errorResponseSchema };

/** A file in the reply (Word document, image, dictionary payload): sent as bytes, never serialised. */
export const fileSchema = (description: string) =>
  z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description });

/**
 * The reply is built by our own typed code; validating its few hundred strings again on the way
 * out cost more than the grading (benchmark). The route's schema still documents it.
 */
export const trustedJson = () => (data: unknown) => JSON.stringify(data);
