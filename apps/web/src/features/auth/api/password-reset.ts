// The library's password reset: ask for a mail (the answer is the same for any address), check
// that the mail's link still works, then set a new password with its token.
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, requestJson } from '../../../lib/api-client.ts';

export function requestPasswordReset(email: string): Promise<unknown> {
  return requestJson('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim() },
  });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return requestJson('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}

/** Whether the link's token can still be used: false once used or expired (nothing is changed). */
export async function checkResetToken(token: string): Promise<boolean> {
  try {
    await requestJson('/api/auth/reset-password/check', { method: 'POST', body: { token } });
    return true;
  } catch (failed) {
    if (failed instanceof ApiError && failed.code === 'INVALID_TOKEN') return false;
    throw failed;
  }
}

/** The check of the link's token, once per token; off until there is one. */
export const useResetTokenCheck = (token: string | null | undefined) =>
  useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => checkResetToken(token!),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () =>
  useMutation({ mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) => resetPassword(token, newPassword) });
