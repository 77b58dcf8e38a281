// POST /api/account/register: sign-up with the demographics; the server sets the session cookie.
import type { RegisterBody, SessionUserReply } from '@scicomm/shared/account-api';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function register(body: RegisterBody): Promise<{ user: SessionUserReply }> {
  return requestJson('/api/account/register', { method: 'POST', body });
}

export const useRegister = () => useMutation({ mutationFn: register });
