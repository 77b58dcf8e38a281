// POST api/TextGrading/Grade: the text box's text, or a chosen file, against a period.
import { requestJson } from '../../../lib/api-client.ts';
import type { GradingResult } from './types.ts';

export interface GradeRequest {
  period: string;
  text: string;
  file?: File | null;
  signal?: AbortSignal;
}

export function gradeText({ period, text, file, signal }: GradeRequest): Promise<GradingResult> {
  const form = new FormData();
  form.append('timePriodDDL', period);
  form.append('ContentTA', text);
  if (file) form.append('ArticleFU', file, file.name);
  return requestJson<GradingResult>('/api/TextGrading/Grade', {
    method: 'POST',
    body: form,
    ...(signal ? { signal } : {}),
  });
}
