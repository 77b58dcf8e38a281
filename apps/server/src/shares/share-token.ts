// The token of a share is the id of its row and the last part of its link (docs/sharing.md).
// It is the only secret guarding a shared record, so it is random and long:
// 24 bytes (192 bits) from the operating system's generator, base64url (URL-safe, no padding).
import { randomBytes } from 'node:crypto';

const TOKEN_BYTES = 24;
/** Any token we ever made, with room for longer ones later; anything else is not looked up. */
const WELL_FORMED = /^[A-Za-z0-9_-]{22,86}$/;

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a token could be one of ours; a malformed one needs no database query. */
export function isWellFormedShareToken(token: string): boolean {
  return WELL_FORMED.test(token);
}
