// The multipart form parser's options (@fastify/multipart). The parser is registered in the only
// scopes whose routes read forms, the De-Jargonizer's and Compare's: registered for the whole
// app, it put two asynchronous hooks on every request (a 'close' listener at onRequest, a
// clean-up at onResponse) that no other route uses (docs/performance.md "The server's CPU per
// request"). Elsewhere a multipart body is refused with 415, like any body type no route reads.
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { Config } from '../../config.ts';

/** The upload limits of every form: one file up to UPLOAD_LIMIT_BYTES, 200 files, 20 fields. */
export function multipartOptions(config: Pick<Config, 'UPLOAD_LIMIT_BYTES'>): FastifyMultipartOptions {
  return {
    limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 200, fields: 20, fieldSize: config.UPLOAD_LIMIT_BYTES },
  };
}
