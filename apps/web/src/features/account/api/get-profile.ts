// GET /api/account/profile: the signed-in user's demographics and save-my-texts choice, through
// the app's query cache (TanStack Query), keyed by the user so another account never sees it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '@scicomm/shared/account-api';
import { ApiError, requestJson } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { accountKeys } from './query-keys.ts';

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await requestJson<{ profile: Profile }>('/api/account/profile', signal ? { signal } : {})).profile;
}

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'loaded'; profile: Profile };

/** The profile, and a way to put a freshly saved one in its place. */
export function useProfile(): [ProfileLoad, (profile: Profile) => void] {
  const { state } = useAuth();
  const userId = state.user?.id;
  const client = useQueryClient();
  const query = useQuery({ queryKey: accountKeys.profile(userId), queryFn: ({ signal }) => getProfile(signal) });
  const replace = useCallback(
    (profile: Profile) => client.setQueryData(accountKeys.profile(userId), profile),
    [client, userId],
  );
  const load: ProfileLoad = query.data
    ? { status: 'loaded', profile: query.data }
    : query.error instanceof ApiError && query.error.status === 404
      ? { status: 'missing' }
      : query.isError
        ? { status: 'error' }
        : { status: 'loading' };
  return [load, replace];
}
