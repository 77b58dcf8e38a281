// POST api/TextGrading/BuildYourOwnDeJargonizer: our instructions for another language or corpus.
import { requestBlob } from '../api-client.ts';
import { useFileDownload } from '../use-file-download.ts';

export const requestBuildYourOwn = () => requestBlob('/api/TextGrading/BuildYourOwnDeJargonizer', { method: 'POST', body: {} });

export const useDownloadBuildYourOwn = () => useFileDownload(requestBuildYourOwn, () => 'How to build a De-Jargonizer.docx');
