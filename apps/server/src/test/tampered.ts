/**
 * A base64url signature with its first character changed. The first character always carries
 * six bits of the first byte, so the decoded bytes differ; changing the last characters does not
 * always do that (the last character of a 32-byte signature has two bits the decoder drops), and
 * a test built that way passed a "tampered" token about once in a thousand runs.
 */
export function tamperedSignature(signature: string): string {
  return `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}

/** A JWT (or any "a.b.c" token) whose signature, the part after the last dot, is tampered with. */
export function withTamperedSignature(token: string): string {
  const cut = token.lastIndexOf('.') + 1;
  return `${token.slice(0, cut)}${tamperedSignature(token.slice(cut))}`;
}
