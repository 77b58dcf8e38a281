// POST api/GroupGrading: several files at once. XMLHttpRequest rather than fetch, because only
// it reports upload progress (the page's progress bar). The reply is asked for as JSON: the rows
// for the on-page table and the server's Results.csv for saving.
import { ApiError } from '../../../lib/api-client.ts';
import type { GroupRow } from './types.ts';

export interface GroupResult {
  period: string;
  rows: GroupRow[];
  csv: string;
}

export interface GradeGroupRequest {
  files: readonly File[];
  period: string;
  /** Fraction of the upload sent, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const networkMessage = 'The server could not be reached. Check your connection and try again.';

export function gradeGroup({
  files,
  period,
  onProgress,
  signal,
}: GradeGroupRequest): Promise<GroupResult> {
  const form = new FormData();
  form.append('timePriodDDL', period);
  for (const file of files) form.append('ArticlesGroupFU', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/GroupGrading');
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = request.response as
        (GroupResult & { error?: { code?: string; message?: string } }) | null;
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress?.(1);
        resolve(body);
      } else {
        const error = body?.error;
        reject(
          new ApiError(
            request.status,
            error?.code ?? `HTTP_${request.status}`,
            error?.message ?? `Request failed with status ${request.status}`,
          ),
        );
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', networkMessage)));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
