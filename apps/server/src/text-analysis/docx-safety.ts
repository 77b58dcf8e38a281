// The .docx checks (@scicomm/jargon/docx-safety, shared with the corpus readers) as the API
// answers them: a file that unpacks to too much is a 413, any other refusal a 400 INVALID_FILE.
import { isJargonError } from '@scicomm/jargon';
import { checkDocx as checkDocxFile, DOCX_UNPACKED_LIMIT_BYTES } from '@scicomm/jargon/docx-safety';
import { badRequest, payloadTooLarge } from '../http/errors.ts';

export { DOCX_UNPACKED_LIMIT_BYTES, isZip } from '@scicomm/jargon/docx-safety';

/** All checks: a zip, a Word document, not too large when unpacked. */
export async function checkDocx(bytes: Uint8Array, limit = DOCX_UNPACKED_LIMIT_BYTES): Promise<void> {
  try {
    await checkDocxFile(bytes, limit);
  } catch (error) {
    if (!isJargonError(error)) throw error;
    throw error.code === 'FILE_TOO_LARGE' ? payloadTooLarge(error.message) : badRequest(error.message, 'INVALID_FILE');
  }
}
