// Who is asking, as far as storing an exercise is concerned (DECISIONS.md "Privacy"):
// a signed-in user who chose to save texts gets rows with their user_id and texts; everybody
// else gets at most an anonymous row without text. Research sessions are stored with the
// participant's name and texts whatever this says (exercise-service.ts).
import type { FastifyRequest } from 'fastify';

export interface StoragePolicy {
  /** The signed-in user, or null for a guest. */
  userId: string | null;
  /** True only for a signed-in user whose profile allows saving texts (rejectSaveData false). */
  saveTexts: boolean;
}

export type StoragePolicyResolver = (request: FastifyRequest) => Promise<StoragePolicy>;

export const guestPolicy: StoragePolicy = { userId: null, saveTexts: false };

/** Treats everyone as a guest: the policy until accounts exist. */
export const everyoneIsAGuest: StoragePolicyResolver = async () => guestPolicy;
