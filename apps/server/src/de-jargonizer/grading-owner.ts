// Who a grading is recorded for (DECISIONS.md "Privacy: what is stored"): a signed-in user who
// chose to save texts (rejectSaveData = false) gets the text and result stored under their
// user_id; everybody else, signed in or not, an anonymous row without text (docs/accounts.md
// "For other features").
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { canSaveTexts } from '../account/account-service.ts';
import { optionalUser } from '../auth/session.ts';

export interface GradingOwner {
  /** The signed-in user, or null for a guest. */
  readonly userId: string | null;
  /** True only when the user agreed to have texts saved (rejectSaveData = false). */
  readonly saveTexts: boolean;
}

export const GUEST: GradingOwner = { userId: null, saveTexts: false };

export async function gradingOwnerOf(request: FastifyRequest, db: Database): Promise<GradingOwner> {
  const user = await optionalUser(request);
  if (!user) return GUEST;
  return { userId: user.id, saveTexts: await canSaveTexts(db, user.id) };
}
