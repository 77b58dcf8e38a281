// POST api/TextGrading/Grade: the text box's text, or a chosen file, against a period.
import { expandBandLetters } from '@scicomm/jargon';
import { requestJson } from '../../../lib/api-client.ts';
import type { GradingResult } from './types.ts';

export interface GradeRequest {
  period: string;
  text: string;
  file?: File | null;
  signal?: AbortSignal;
}

export async function gradeText({
  period,
  text,
  file,
  signal,
}: GradeRequest): Promise<GradingResult> {
  const form = new FormData();
  form.append('timePriodDDL', period);
  form.append('ContentTA', text);
  if (file) form.append('ArticleFU', file, file.name);
  const result = await requestJson<GradingResult>('/api/TextGrading/Grade', {
    method: 'POST',
    body: form,
    ...(signal ? { signal } : {}),
  });
  return fullResult(result);
}

/**
 * The result with every field the page uses. A long text's reply is compact (the text once and
 * one band letter per word, docs/de-jargonizer.md): its lists, pieces and coloured HTML are
 * rebuilt here with the measure's own tokenizer, so the components never see the difference.
 */
export function fullResult(result: GradingResult): GradingResult {
  if (!result.compact || result.text === undefined || result.bands === undefined) return result;
  return { ...result, ...expandBandLetters(result.text, result.bands) };
}
