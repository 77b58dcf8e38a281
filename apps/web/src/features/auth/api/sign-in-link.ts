// The sign-in link (docs/accounts.md "Locked out by someone else"): ask for a link mailed to the
// account's address (the answer is the same for any address), then use the link's token, which
// marks this browser as the owner's so that sign-in is no longer refused for other people's
// failed attempts. The owner still signs in with the password afterwards.
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

/** `next`: the page the mailed link returns to after sign-in (already checked: returnPathParam). */
export function requestSignInLink(email: string, next: string | null): Promise<unknown> {
  return requestJson('/api/auth/sign-in-link', { method: 'POST', body: { email: email.trim(), ...(next ? { next } : {}) } });
}

export function verifySignInLink(token: string): Promise<{ email: string }> {
  return requestJson('/api/auth/sign-in-link/verify', { method: 'POST', body: { token } });
}

export const useRequestSignInLink = () =>
  useMutation({ mutationFn: ({ email, next }: { email: string; next: string | null }) => requestSignInLink(email, next) });
export const useVerifySignInLink = () => useMutation({ mutationFn: verifySignInLink });
