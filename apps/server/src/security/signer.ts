// The server's one signer: every value the server signs or keys with AUTH_SECRET (a taskId, an
// exercise history's seal, a study participant's key, the trusted-device cookie, a reader's
// stored key, a limit's stored key) is an HMAC-SHA256 made here, never elsewhere
// (docs/server.md "Signatures"). A value is signed for a purpose, from its parts; the purpose's
// table entry says how the parts are framed into the signed message and how long the code is.
//
// Versions: each purpose lists its versions, the newest first. `sign` uses the first; `verify`
// accepts any listed one, so a new framing (or a key derived per purpose) is added as a new first
// version while everything handed out under the old one (share links, seals in clients' state,
// cookies, personal links) keeps verifying until the old version is dropped from the list.
// Version 1 of each purpose is the framing its own module used before this one existed, byte for
// byte (signer.test.ts holds values made by that code).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SigningPurpose =
  | 'exercise-task'
  | 'exercise-history'
  | 'study-participant'
  | 'trusted-device'
  | 'reader-key'
  | 'limit-key';

interface SigningVersion {
  /** The signed message made of the parts. */
  frame(parts: readonly string[]): string;
  /** Bytes of the HMAC kept (all 32 unless said). */
  bytes?: number;
}

const labelled = (label: string, separator: string) => (parts: readonly string[]) => [label, ...parts].join(separator);

const versions: Readonly<Record<SigningPurpose, readonly SigningVersion[]>> = {
  // exercise, row id, owner (or 'guest'), then the scope unless it is the site's.
  'exercise-task': [{ frame: labelled('exercise-task', '\n') }],
  // exercise, variant, the scope unless it is the site's, then the history's canonical form.
  'exercise-history': [{ frame: labelled('exercise-history', '\n') }],
  // study, normalised identifier; 128 bits, so a personal link stays short.
  'study-participant': [{ frame: labelled('study-participant', '\n'), bytes: 16 }],
  // the cookie's nonce, the normalised address.
  'trusted-device': [{ frame: labelled('device', '\u0000') }],
  // check, the reader's browser token (stored: unlabelled, as kept since the first response).
  'reader-key': [{ frame: (parts) => parts.join('\u0000') }],
  // a limit's key (a kind and a client's address, an e-mail …): kept hashed, never as such.
  'limit-key': [{ frame: (parts) => parts.join('\u0000') }],
};

function code(secret: string | Buffer, version: SigningVersion, parts: readonly string[]): string {
  const mac = createHmac('sha256', secret).update(version.frame(parts)).digest();
  return (version.bytes === undefined ? mac : mac.subarray(0, version.bytes)).toString('base64url');
}

/** The code of `parts` for `purpose` (base64url), under the purpose's current version. */
export function sign(secret: string | Buffer, purpose: SigningPurpose, parts: readonly string[]): string {
  return code(secret, versions[purpose][0]!, parts);
}

/** True when `given` is the code of `parts` for `purpose` under any version it accepts. */
export function verify(secret: string | Buffer, purpose: SigningPurpose, parts: readonly string[], given: unknown): boolean {
  if (typeof given !== 'string' || given === '') return false;
  return versions[purpose].some((version) => sameText(given, code(secret, version, parts)));
}

/** Two strings compared in a time that does not depend on where they differ (secrets, codes). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
