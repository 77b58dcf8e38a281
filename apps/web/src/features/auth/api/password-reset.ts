// The library's password reset: ask for a mail (the answer is the same for any address), then
// set a new password with the token from the mail's link.
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function requestPasswordReset(email: string): Promise<unknown> {
  return requestJson('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim() },
  });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return requestJson('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () =>
  useMutation({ mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) => resetPassword(token, newPassword) });
