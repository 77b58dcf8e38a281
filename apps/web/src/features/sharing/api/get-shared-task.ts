// GET /api/shares/{token}: a shared record, for anyone with the link (no sign-in). The states of
// docs/product.md §4 "Share" and §8: invalid (no token, or not found: unknown, or the owner's task
// gone), revoked, expired, or failed (the server or the network did not answer).
import { useEffect, useState } from 'react';
import type { SharedTask } from '@scicomm/shared/share-api';
import { SHARE_ERROR_CODES } from '@scicomm/shared/share-settings';
import { ApiError, requestJson } from '../../../lib/api-client.ts';

export async function getSharedTask(token: string): Promise<SharedTask> {
  return (await requestJson<{ task: SharedTask }>(`/api/shares/${encodeURIComponent(token)}`)).task;
}

export type SharedTaskLoad =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'revoked' }
  | { status: 'expired' }
  | { status: 'failed' }
  | { status: 'shown'; task: SharedTask };

function failedState(error: unknown): SharedTaskLoad {
  if (error instanceof ApiError && error.code === SHARE_ERROR_CODES.revoked)
    return { status: 'revoked' };
  if (error instanceof ApiError && error.code === SHARE_ERROR_CODES.expired)
    return { status: 'expired' };
  // Anything but "not found" says nothing about the link: the lookup itself failed.
  if (error instanceof ApiError && error.status === 404) return { status: 'invalid' };
  return { status: 'failed' };
}

export function useSharedTask(token: string | undefined): SharedTaskLoad {
  const [load, setLoad] = useState<SharedTaskLoad>(
    token ? { status: 'loading' } : { status: 'invalid' },
  );
  useEffect(() => {
    if (!token) {
      setLoad({ status: 'invalid' });
      return undefined;
    }
    let live = true;
    setLoad({ status: 'loading' });
    getSharedTask(token).then(
      (task) => live && setLoad({ status: 'shown', task }),
      (error: unknown) => live && setLoad(failedState(error)),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return load;
}
