// POST api/GroupGrading: several files at once, with the upload's progress (the page's progress
// bar) through the API client. The reply is asked for as JSON: the rows for the on-page table
// and the server's Results.csv for saving.
import { requestJson } from '../api-client.ts';
import { appendKeyTerms } from '../key-terms.ts';
import type { GroupRow } from './types.ts';

export interface GroupResult {
  period: string;
  rows: GroupRow[];
  csv: string;
}

export interface GradeGroupRequest {
  files: readonly File[];
  period: string;
  /** Left out of each file's adjusted score. */
  keyTerms?: readonly string[];
  /** Fraction of the upload sent, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function gradeGroup({ files, period, keyTerms, onProgress, signal }: GradeGroupRequest): Promise<GroupResult> {
  const form = new FormData();
  form.append('timePriodDDL', period);
  appendKeyTerms(form, keyTerms);
  for (const file of files) form.append('ArticlesGroupFU', file, file.name);
  return requestJson<GroupResult>('/api/GroupGrading', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
    onUploadProgress: (fraction) => onProgress?.(fraction),
    ...(signal ? { signal } : {}),
  });
}
