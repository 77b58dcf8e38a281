// POST api/de-jargonizer/compare/groups: a "before" and an "after" set of files, through the API
// client with the upload's progress. The reply is asked for as JSON lines (application/x-ndjson):
// a progress line after each graded file, then the comparison (pairs, unpaired files, statistics
// and the CSV for saving) or an error.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { GroupComparison } from '@scicomm/shared/compare-api';
import { ApiError, requestJsonLines } from '../../../lib/api-client.ts';
import { appendKeyTerms } from '../../../lib/key-terms.ts';

export type { GroupComparison };

export interface CompareGroupsRequest {
  period: string;
  before: readonly File[];
  after: readonly File[];
  /** Left out of every file's adjusted score, with the terms each file explains. */
  keyTerms?: readonly string[];
  /** Fraction of the upload sent, 0–1. */
  onUpload?: (fraction: number) => void;
  /** Files graded so far, of all the paired files. */
  onGraded?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

type StreamLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; comparison: GroupComparison }
  | { type: 'error'; error: { code: string; message: string } };

// For logs; the page says INCOMPLETE through the server-errors namespace (server-message.ts).
const brokenMessage = 'The reply of the server was cut off.';

export async function compareGroups({ period, before, after, keyTerms, onUpload, onGraded, signal }: CompareGroupsRequest): Promise<GroupComparison> {
  const form = new FormData();
  form.append('timePriodDDL', period);
  appendKeyTerms(form, keyTerms);
  for (const file of before) form.append('before', file, file.name);
  for (const file of after) form.append('after', file, file.name);
  const lines = requestJsonLines<StreamLine>('/api/de-jargonizer/compare/groups', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/x-ndjson' },
    onUploadProgress: (fraction) => onUpload?.(fraction),
    ...(signal ? { signal } : {}),
  });
  let last: StreamLine | undefined;
  try {
    for await (const line of lines) {
      if (line.type === 'progress') onGraded?.(line.done, line.total);
      last = line;
    }
  } catch (error) {
    // A damaged line: the reply cannot be trusted, as when it stops short.
    if (!(error instanceof SyntaxError)) throw error;
    last = undefined;
  }
  if (last?.type === 'result') return last.comparison;
  if (last?.type === 'error') throw new ApiError(200, last.error.code, last.error.message);
  throw new ApiError(200, 'INCOMPLETE', brokenMessage);
}

export type GroupProgress =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'grading'; done: number; total: number | null };

/** The mutation with its progress: the upload's percentage, then the files graded so far. */
export function useCompareGroups() {
  const [progress, setProgress] = useState<GroupProgress>({ phase: 'idle' });
  const mutation = useMutation({
    mutationFn: (request: Omit<CompareGroupsRequest, 'onUpload' | 'onGraded'>) => {
      setProgress({ phase: 'uploading', percent: 0 });
      return compareGroups({
        ...request,
        onUpload: (fraction) =>
          setProgress(fraction >= 1 ? { phase: 'grading', done: 0, total: null } : { phase: 'uploading', percent: Math.round(fraction * 100) }),
        onGraded: (done, total) => setProgress({ phase: 'grading', done, total }),
      });
    },
    onSettled: () => setProgress({ phase: 'idle' }),
  });
  return { ...mutation, progress };
}
