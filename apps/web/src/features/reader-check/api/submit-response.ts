// POST /api/read/{token}/responses: one reader's marks, answers and optional profile.
import type { ReaderResponseBody } from '@scicomm/shared/reader-check-api';
import { requestJson } from '../../../lib/api-client.ts';

export async function submitResponse(token: string, body: ReaderResponseBody): Promise<void> {
  await requestJson<unknown>(`/api/read/${encodeURIComponent(token)}/responses`, { method: 'POST', body });
}
