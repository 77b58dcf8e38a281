// POST /api/exercises/summary.docx: the summary's texts as a Word document, made by the server
// (which already writes .docx files) from what the summary shows; nothing is stored.
import { requestBlob } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';

export interface SummaryDocumentRequest {
  language: 'en' | 'he' | 'ar';
  title: string;
  versions: { label: string; measures?: string; text: string }[];
  choices: { label: string; value: string }[];
  choicesHeading?: string;
}

export const postSummaryDocument = (request: SummaryDocumentRequest) =>
  requestBlob('/api/exercises/summary.docx', { method: 'POST', body: request });

/** The summary's Word document, saved as "{title}.docx" when the server names it not. */
export const useSummaryDocument = () => useFileDownload(postSummaryDocument, (request) => `${request.title}.docx`);
