// POST /api/auth/revoke-sessions (the library's): ends every session of the user, everywhere.
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function revokeSessions(): Promise<unknown> {
  return requestJson('/api/auth/revoke-sessions', { method: 'POST', body: {} });
}

export const useRevokeSessions = () => useMutation({ mutationFn: revokeSessions });
