// Who a grading is recorded for (DECISIONS.md "Privacy: what is stored"): a signed-in user who
// chose to save texts gets the text and result stored under their user_id; everybody else an
// anonymous row without text. Until the accounts feature provides the signed-in user, every
// request is a guest's.
import type { FastifyRequest } from 'fastify';

export interface GradingOwner {
  /** The signed-in user, or null for a guest. */
  readonly userId: string | null;
  /** True only when the user agreed to have texts saved (rejectSaveData = false). */
  readonly saveTexts: boolean;
}

export const GUEST: GradingOwner = { userId: null, saveTexts: false };

export async function gradingOwnerOf(_request: FastifyRequest): Promise<GradingOwner> {
  return GUEST;
}
