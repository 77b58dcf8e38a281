// POST api/TextGrading/Download: a recorded analysis as "{Name or Article} - Result.docx". The
// route is the original's, so its body is the original's lists, rebuilt here from the text and
// its band letters with the measure's own tokenizer (in the measure's chunk, which the page
// fetched with the word list: it is not part of the page's first visit).
import { requestBlob } from '../api-client.ts';
import { useFileDownload, type ServerFile } from '../use-file-download.ts';
import type { AnalysisReply } from './types.ts';

export async function requestResultDocument(result: AnalysisReply): Promise<ServerFile> {
  const keyTerms = result.terms.keyTerms.map((term) => term.term);
  const { expandBandLetters } = await import('@scicomm/jargon/compact-result');
  const { cleanedWords, normalWords, rareWords, words, wordBands } = expandBandLetters(result.text, result.bands);
  return requestBlob('/api/TextGrading/Download', {
    method: 'POST',
    body: {
      CleanedWords: cleanedWords,
      NormalWords: normalWords,
      RareWords: rareWords,
      Score: result.score,
      Name: result.name,
      Words: words,
      WordBands: wordBands,
      Period: result.period,
      ...(keyTerms.length > 0 ? { KeyTerms: keyTerms } : {}),
    },
  });
}

export const useDownloadResult = () => useFileDownload(requestResultDocument, (result) => `${result.name || 'Article'} - Result.docx`);
