// PUT /api/account/profile: saves the profile; with rejectSaveData true the server anonymises
// every past task in the same transaction.
import type { Profile, UpdateProfileBody } from '@scicomm/shared/account-api';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function updateProfile(
  body: UpdateProfileBody,
): Promise<{ profile: Profile; anonymisedTasks: number }> {
  return requestJson('/api/account/profile', { method: 'PUT', body });
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
