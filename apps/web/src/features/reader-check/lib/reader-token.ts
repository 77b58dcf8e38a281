// The reader's random token for one check, kept in this browser (docs/reader-check.md "One
// response per reader"): made once, sent with the response, and marked sent afterwards so the
// page says "already answered" instead of asking again. It names nobody; clearing the browser's
// storage forgets it.
const keyOf = (checkToken: string) => `scicomm.readerCheck.${checkToken}`;

interface KeptReader {
  readerToken: string;
  sent: boolean;
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/(?<!=)=+$/, '');
}

function read(checkToken: string): KeptReader | null {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(checkToken)) ?? 'null') as Partial<KeptReader> | null;
    return kept && typeof kept.readerToken === 'string' ? { readerToken: kept.readerToken, sent: kept.sent === true } : null;
  } catch {
    return null;
  }
}

function write(checkToken: string, kept: KeptReader): void {
  try {
    localStorage.setItem(keyOf(checkToken), JSON.stringify(kept));
  } catch {
    // Storage refused (private mode): the server still refuses a second response with this token.
  }
}

/** This browser's reader for the check: its token, made and kept on first use. */
export function keptReader(checkToken: string): KeptReader {
  const kept = read(checkToken);
  if (kept) return kept;
  const fresh = { readerToken: newToken(), sent: false };
  write(checkToken, fresh);
  return fresh;
}

export function markSent(checkToken: string): void {
  write(checkToken, { ...keptReader(checkToken), sent: true });
}
