// PUT /api/account/profile: saves the profile; with rejectSaveData true the server anonymises
// every past task in the same transaction.
import type { Profile, UpdateProfileBody } from '@scicomm/shared/account-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';
import { sessionKey, type AuthState } from '../../../lib/auth.tsx';

export function updateProfile(
  body: UpdateProfileBody,
): Promise<{ profile: Profile; anonymisedTasks: number }> {
  return requestJson('/api/account/profile', { method: 'PUT', body });
}

/** A saved name changes the account menu's initial: the session's copy takes it (no new request). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) =>
      client.setQueryData<AuthState>(sessionKey, (state) =>
        state?.status === 'signed-in' ? { ...state, user: { ...state.user, name: profile.name } } : state,
      ),
  });
}
