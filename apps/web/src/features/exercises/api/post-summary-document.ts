// POST /api/exercises/summary.docx: the summary's texts as a Word document, made by the server
// (which already writes .docx files) from what the summary shows; nothing is stored.
import { requestBlob } from '../../../lib/api-client.ts';

export interface SummaryDocumentRequest {
  language: 'en' | 'he' | 'ar';
  title: string;
  versions: { label: string; measures?: string; text: string }[];
  choices: { label: string; value: string }[];
  choicesHeading?: string;
}

export const postSummaryDocument = (request: SummaryDocumentRequest) =>
  requestBlob('/api/exercises/summary.docx', { method: 'POST', body: request });
