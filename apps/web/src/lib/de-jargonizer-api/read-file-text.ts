// POST api/de-jargonizer/file-text: a chosen .txt or .docx file's text, for the editor (what the
// page shows is what it analyses). The upload reports its progress.
import { requestJson } from '../api-client.ts';
import type { FileTextReply } from './types.ts';

export function readFileText(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<FileTextReply> {
  const form = new FormData();
  form.append('file', file, file.name);
  return requestJson<FileTextReply>('/api/de-jargonizer/file-text', {
    method: 'POST',
    body: form,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}
