// Every download from the server, one way: the request as a TanStack Query mutation, then the
// file saved for the visitor (save-blob.ts) under the server's name for it or the page's own.
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from './save-blob.ts';

/** What requestBlob answers: the file and the name in its Content-Disposition, when it has one. */
export interface ServerFile {
  blob: Blob;
  fileName?: string;
}

/** `onSaved`: after the file is saved (to ask again for what the download changed, an audit trail). */
export function useFileDownload<Input = void>(
  request: (input: Input) => Promise<ServerFile>,
  fallbackName: (input: Input) => string,
  onSaved?: (input: Input) => void,
) {
  return useMutation({
    mutationFn: request,
    onSuccess: ({ blob, fileName }, input) => {
      saveBlob(blob, fileName ?? fallbackName(input));
      onSaved?.(input);
    },
  });
}
