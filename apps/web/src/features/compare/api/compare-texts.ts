// POST api/de-jargonizer/compare/texts: two texts (or files), before and after, against a period.
import { useMutation } from '@tanstack/react-query';
import type { TextComparison } from '@scicomm/shared/compare-api';
import { requestJson } from '../../../lib/api-client.ts';
import { appendKeyTerms } from '../../../lib/key-terms.ts';

export type { TextComparison };

export interface CompareTextsRequest {
  period: string;
  beforeText: string;
  afterText: string;
  beforeFile?: File | null;
  afterFile?: File | null;
  /** Left out of both texts' adjusted scores. */
  keyTerms?: readonly string[];
  signal?: AbortSignal;
}

export function compareTexts({ period, beforeText, afterText, beforeFile, afterFile, keyTerms, signal }: CompareTextsRequest) {
  const form = new FormData();
  form.append('timePriodDDL', period);
  form.append('beforeText', beforeText);
  form.append('afterText', afterText);
  appendKeyTerms(form, keyTerms);
  if (beforeFile) form.append('beforeFile', beforeFile, beforeFile.name);
  if (afterFile) form.append('afterFile', afterFile, afterFile.name);
  return requestJson<TextComparison>('/api/de-jargonizer/compare/texts', {
    method: 'POST',
    body: form,
    ...(signal ? { signal } : {}),
  });
}

export function useCompareTexts() {
  return useMutation({ mutationFn: (request: CompareTextsRequest) => compareTexts(request) });
}
