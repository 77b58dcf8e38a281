// Per-participant keys of studies that identify participants by their link (docs/research.md
// "Personal links"): the researcher's personal link carries `key`, a code (security/signer.ts) of the study and the
// identifier keyed with AUTH_SECRET, so an identifier cannot be guessed into the study or taken
// over by somebody else (P-002 from P-001's link), and a participant who enrols again with
// their own link gets themselves back. Nothing is stored: the server recomputes the key.
import { sign, verify } from '../security/signer.ts';

/** Identifiers are compared without regard to case or surrounding spaces (study-repository.ts). */
export const normalIdentifier = (identifier: string) => identifier.trim().toLowerCase();

/** 128 bits, base64url (22 characters). */
export function participantKey(secret: string, studyId: string, identifier: string): string {
  return sign(secret, 'study-participant', [studyId, normalIdentifier(identifier)]);
}

export function isParticipantKey(secret: string, studyId: string, identifier: string, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  return verify(secret, 'study-participant', [studyId, normalIdentifier(identifier)], key.trim());
}
