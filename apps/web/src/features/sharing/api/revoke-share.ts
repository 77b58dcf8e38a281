// DELETE /api/shares/{token}: the link stops working at once.
import { requestJson } from '../../../lib/api-client.ts';

export async function revokeShare(token: string): Promise<void> {
  await requestJson<void>(`/api/shares/${encodeURIComponent(token)}`, { method: 'DELETE' });
}
