// GET /api/shares/{token}: a shared record, for anyone with the link (no sign-in). The states of
// docs/product.md §4 "Share" and §8: invalid (no token, or not found: unknown, or the owner's task
// gone), revoked, expired, or failed (the server or the network did not answer).
import { useQuery } from '@tanstack/react-query';
import type { SharedTask } from '@scicomm/shared/share-api';
import { SHARE_ERROR_CODES } from '@scicomm/shared/share-settings';
import { ApiError, requestJson } from '../../../lib/api-client.ts';
import { sharingKeys } from './query-keys.ts';

export async function getSharedTask(token: string, signal?: AbortSignal): Promise<SharedTask> {
  const path = `/api/shares/${encodeURIComponent(token)}`;
  return (await requestJson<{ task: SharedTask }>(path, signal ? { signal } : {})).task;
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
  const query = useQuery({
    queryKey: sharingKeys.shared(token ?? ''),
    queryFn: ({ signal }) => getSharedTask(token!, signal),
    enabled: Boolean(token),
  });
  if (!token) return { status: 'invalid' };
  if (query.data) return { status: 'shown', task: query.data };
  return query.isError ? failedState(query.error) : { status: 'loading' };
}
