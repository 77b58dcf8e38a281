// POST /api/auth/sign-in/email (the library's): sets the session cookie, or starts the TOTP
// step when the account has two-factor switched on.
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export interface SignInReply {
  twoFactorRedirect?: boolean;
}

export function signIn(email: string, password: string): Promise<SignInReply> {
  return requestJson('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: email.trim(), password, rememberMe: true },
  });
}

export const useSignIn = () =>
  useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password) });
