// A .txt or .docx file read into the Analyser's editor: the text it replaced is kept, so that the
// writer can undo the load; a file too large is refused before it is sent.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/server-message.ts';
import type { FileTextReply } from '../../../lib/de-jargonizer-api/types.ts';
import { isAbort } from './use-analyser-requests.ts';

const MAX_FILE_BYTES = 15 * 1024 * 1024;

export interface LoadedFile {
  fileName: string;
  /** The text the file replaced. */
  previous: string;
}

interface LoadedFileOptions {
  readFile: (file: File) => Promise<FileTextReply>;
  /** The text in the box now, and how to put another there. */
  latestText: () => string;
  replaceText: (text: string) => void;
  /** The file's text is in the box; `documentName` is the name the server read in it. */
  onLoaded: (fileName: string, documentName: string) => void;
  /** The load was undone (the earlier text is back). */
  onUndone: () => void;
  /** What went wrong, or null when a new attempt starts. */
  onError: (message: string | null) => void;
}

export function useLoadedFile({ readFile, latestText, replaceText, onLoaded, onUndone, onError }: LoadedFileOptions) {
  const { t, i18n } = useTranslation(['de-jargonizer', 'server-errors']);
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | null) => {
    onError(null);
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      onError(t('deJargonizer.analyser.fileTooLarge', { name: file.name }));
      return;
    }
    try {
      const reply = await readFile(file);
      setLoaded({ fileName: file.name, previous: latestText() });
      replaceText(reply.text);
      onLoaded(file.name, reply.name);
    } catch (caught) {
      if (isAbort(caught)) return;
      onError(serverErrorText(i18n, caught, t('error.text')));
    }
  };

  const undo = () => {
    if (!loaded) return;
    replaceText(loaded.previous);
    setLoaded(null);
    onUndone();
  };

  /** The writer cleared the box: there is no load to undo any more. */
  const forget = () => setLoaded(null);

  return { loaded, input, choose, undo, forget };
}
