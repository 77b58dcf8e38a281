// The writer's reader checks: /api/reader-checks (list, create) and /api/reader-checks/{id}
// (results, close or reopen, delete, export). Signed-in only; the server answers 404 for anybody
// else's check. Read through the app's query cache (keys in query-keys.ts); a change to a check
// (created, closed or reopened, deleted) marks the writer's checks stale, so the list and the
// results show it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  CreateReaderCheckBody,
  ReaderCheckResults,
  ReaderCheckSummary,
} from '@scicomm/shared/reader-check-api';
import { requestBlob, requestJson } from '../../../lib/api-client.ts';
import { readerCheckKeys } from './query-keys.ts';

const path = (id: string) => `/api/reader-checks/${encodeURIComponent(id)}`;

export async function listReaderChecks(signal?: AbortSignal): Promise<ReaderCheckSummary[]> {
  return (await requestJson<{ checks: ReaderCheckSummary[] }>('/api/reader-checks', signal ? { signal } : {})).checks;
}

export async function createReaderCheck(body: CreateReaderCheckBody): Promise<ReaderCheckSummary> {
  return requestJson<ReaderCheckSummary>('/api/reader-checks', { method: 'POST', body });
}

export async function getReaderCheckResults(id: string, signal?: AbortSignal): Promise<ReaderCheckResults> {
  return requestJson<ReaderCheckResults>(path(id), signal ? { signal } : {});
}

export async function setReaderCheckClosed(id: string, closed: boolean): Promise<ReaderCheckSummary> {
  return requestJson<ReaderCheckSummary>(path(id), { method: 'PATCH', body: { closed } });
}

export async function deleteReaderCheck(id: string): Promise<void> {
  await requestJson<void>(path(id), { method: 'DELETE' });
}

export type ExportFormat = 'csv' | 'json' | 'codebook';

export async function exportReaderCheck(id: string, format: ExportFormat): Promise<{ blob: Blob; fileName?: string }> {
  return requestBlob(`${path(id)}/export?format=${format}`);
}

/** The writer's checks, newest first. */
export function useReaderChecks(userId: string) {
  return useQuery({ queryKey: readerCheckKeys.list(userId), queryFn: ({ signal }) => listReaderChecks(signal) });
}

/** One check's results; a 404 (not the writer's, or gone) is not asked again. */
export const readerCheckResultsQuery = (userId: string, id: string) => ({
  queryKey: readerCheckKeys.results(userId, id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getReaderCheckResults(id, signal),
  retry: false,
});

export function useReaderCheckResults(userId: string, id: string) {
  return useQuery(readerCheckResultsQuery(userId, id));
}

/**
 * After a check was created, closed or reopened: the writer's list and results are asked again.
 * After one was deleted: it leaves the list, which is asked again; its own results are not (they
 * are gone).
 */
export function useReaderChecksChanged(userId: string) {
  const client = useQueryClient();
  return useMemo(
    () => ({
      changed: () => client.invalidateQueries({ queryKey: readerCheckKeys.ofWriter(userId) }),
      deleted: (id: string) => {
        client.setQueryData<ReaderCheckSummary[]>(readerCheckKeys.list(userId), (checks) => checks?.filter((check) => check.id !== id));
        void client.invalidateQueries({ queryKey: readerCheckKeys.list(userId) });
      },
    }),
    [client, userId],
  );
}

/** Closes or reopens a check; the writer's list and its results are asked again. */
export function useSetReaderCheckClosed(userId: string) {
  const { changed } = useReaderChecksChanged(userId);
  return useMutation({
    mutationFn: ({ id, closed }: { id: string; closed: boolean }) => setReaderCheckClosed(id, closed),
    onSuccess: () => changed(),
  });
}

/** Deletes a check and its answers; it leaves the writer's list. */
export function useDeleteReaderCheck(userId: string) {
  const { deleted } = useReaderChecksChanged(userId);
  return useMutation({ mutationFn: deleteReaderCheck, onSuccess: (_, id) => deleted(id) });
}

export function useCreateReaderCheck(userId: string) {
  const { changed } = useReaderChecksChanged(userId);
  return useMutation({ mutationFn: createReaderCheck, onSuccess: () => changed() });
}
