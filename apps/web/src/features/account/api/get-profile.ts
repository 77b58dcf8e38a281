// GET /api/account/profile: the signed-in user's demographics and save-my-texts choice.
import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '@scicomm/shared/account-api';
import { ApiError, requestJson } from '../../../lib/api-client.ts';

export async function getProfile(): Promise<Profile> {
  return (await requestJson<{ profile: Profile }>('/api/account/profile')).profile;
}

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; profile: Profile };

export function useProfile(): [ProfileLoad, (profile: Profile) => void] {
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getProfile().then(
      (profile) => live && setLoad({ status: 'loaded', profile }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ status: 'missing' });
        else
          setLoad({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const replace = useCallback((profile: Profile) => setLoad({ status: 'loaded', profile }), []);
  return [load, replace];
}
