// Who is asking, as far as storing their texts is concerned (docs/decisions.md "Privacy: what is
// stored"; docs/accounts.md "For other features"): a signed-in user who chose to save texts
// (rejectSaveData = false) gets rows with their user_id and texts; everybody else, signed in or
// not, at most an anonymous row without text. The one rule for every feature that stores texts
// (the exercises, the De-Jargonizer). Research sessions are stored with the participant's name
// and texts whatever this says (exercise-service.ts).
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../auth/index.ts';
import { canSaveTexts } from '../permissions/index.ts';

export interface StoragePolicy {
  /** The signed-in user, or null for a guest. */
  readonly userId: string | null;
  /** True only for a signed-in user whose profile allows saving texts (rejectSaveData false). */
  readonly saveTexts: boolean;
}

export const guestPolicy: StoragePolicy = { userId: null, saveTexts: false };

/**
 * The caller by session cookie or bearer token (docs/accounts.md): a visitor, or a cookie sent
 * by another site, is a guest; a bearer token that is no longer valid is a 401.
 */
export async function resolveStoragePolicy(request: FastifyRequest): Promise<StoragePolicy> {
  const user = await optionalUser(request);
  if (!user) return guestPolicy;
  return { userId: user.id, saveTexts: await canSaveTexts(request.server.db, user.id) };
}
