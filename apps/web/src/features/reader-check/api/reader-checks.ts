// The writer's reader checks: /api/reader-checks (list, create) and /api/reader-checks/{id}
// (results, close or reopen, delete, export). Signed-in only; the server answers 404 for anybody
// else's check.
import type {
  CreateReaderCheckBody,
  ReaderCheckResults,
  ReaderCheckSummary,
} from '@scicomm/shared/reader-check-api';
import { requestBlob, requestJson } from '../../../lib/api-client.ts';

const path = (id: string) => `/api/reader-checks/${encodeURIComponent(id)}`;

export async function listReaderChecks(): Promise<ReaderCheckSummary[]> {
  return (await requestJson<{ checks: ReaderCheckSummary[] }>('/api/reader-checks')).checks;
}

export async function createReaderCheck(body: CreateReaderCheckBody): Promise<ReaderCheckSummary> {
  return requestJson<ReaderCheckSummary>('/api/reader-checks', { method: 'POST', body });
}

export async function getReaderCheckResults(id: string): Promise<ReaderCheckResults> {
  return requestJson<ReaderCheckResults>(path(id));
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
