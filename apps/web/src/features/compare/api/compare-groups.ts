// POST api/de-jargonizer/compare/groups: a "before" and an "after" set of files. XMLHttpRequest
// rather than fetch, because only it reports upload progress; the reply is asked for as JSON
// lines (application/x-ndjson): a progress line after each graded file, then the comparison
// (pairs, unpaired files, statistics and the CSV for saving) or an error.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { GroupComparison } from '@scicomm/shared/compare-api';
import { ApiError } from '../../../lib/api-client.ts';

export type { GroupComparison };

export interface CompareGroupsRequest {
  period: string;
  before: readonly File[];
  after: readonly File[];
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

const networkMessage = 'The server could not be reached. Check your connection and try again.';
const brokenMessage = 'The reply of the server was cut off. Please try again.';

/** The complete lines of a JSON-lines text so far. */
function linesOf(text: string): StreamLine[] {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StreamLine);
}

function errorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string } };
    if (body.error?.message) return new ApiError(status, body.error.code ?? `HTTP_${status}`, body.error.message);
  } catch {
    // Not our JSON error shape (a proxy's page): a generic message below.
  }
  return new ApiError(status, `HTTP_${status}`, `Request failed with status ${status}`);
}

export function compareGroups({ period, before, after, onUpload, onGraded, signal }: CompareGroupsRequest): Promise<GroupComparison> {
  const form = new FormData();
  form.append('timePriodDDL', period);
  for (const file of before) form.append('before', file, file.name);
  for (const file of after) form.append('after', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/de-jargonizer/compare/groups');
    request.setRequestHeader('accept', 'application/x-ndjson');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onUpload?.(event.loaded / event.total);
    });
    let seen = 0;
    const report = () => {
      if (request.status !== 200) return;
      try {
        const lines = linesOf(request.responseText);
        for (const line of lines.slice(seen)) if (line.type === 'progress') onGraded?.(line.done, line.total);
        seen = lines.length;
      } catch {
        // A damaged line: the load handler reports it.
      }
    };
    request.addEventListener('progress', report);
    request.addEventListener('load', () => {
      if (request.status !== 200) {
        reject(errorOf(request.status, request.responseText));
        return;
      }
      report();
      let last: StreamLine | undefined;
      try {
        last = linesOf(request.responseText).at(-1);
      } catch {
        last = undefined;
      }
      if (last?.type === 'result') resolve(last.comparison);
      else if (last?.type === 'error') reject(new ApiError(request.status, last.error.code, last.error.message));
      else reject(new ApiError(request.status, 'INCOMPLETE', brokenMessage));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', networkMessage)));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
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
