// POST api/TextGrading/Download: the result as "{Name or Article} - Result.docx".
import { requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../save-blob.ts';
import type { GradingResult } from './types.ts';

export async function downloadResult(result: GradingResult): Promise<void> {
  const { blob, fileName } = await requestBlob('/api/TextGrading/Download', {
    method: 'POST',
    body: {
      CleanedWords: result.cleanedWords,
      NormalWords: result.normalWords,
      RareWords: result.rareWords,
      Score: result.score,
      Name: result.name,
      Words: result.words,
      WordBands: result.wordBands,
      Period: result.period,
    },
  });
  saveBlob(blob, fileName ?? `${result.name || 'Article'} - Result.docx`);
}
