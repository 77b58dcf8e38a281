// A .txt or .docx file read into the Analyser's editor: the text it replaced is kept, so that the
// writer can undo the load; a file too large is refused before it is sent. A refusal is said
// beside the file field, where the writer chose the file, and takes the place of the note of an
// earlier load (its text stays in the box).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorTextWhenLoaded } from '../../../lib/server-message.ts';
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
  /** A new file was chosen: earlier notices of the page are done with. */
  onAttempt: () => void;
}

export function useLoadedFile({ readFile, latestText, replaceText, onLoaded, onUndone, onAttempt }: LoadedFileOptions) {
  const { t, i18n } = useTranslation('de-jargonizer');
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  /** Why the last file chosen was refused, or null. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setLoaded(null);
    setRefusal(message);
  };

  const choose = async (file: File | null) => {
    onAttempt();
    setRefusal(null);
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      refuse(t('deJargonizer.analyser.fileTooLarge', { name: file.name }));
      return;
    }
    try {
      const reply = await readFile(file);
      setLoaded({ fileName: file.name, previous: latestText() });
      replaceText(reply.text);
      onLoaded(file.name, reply.name);
    } catch (caught) {
      if (isAbort(caught)) return;
      refuse(await serverErrorTextWhenLoaded(i18n, caught, t('error.text')));
    }
  };

  const undo = () => {
    if (!loaded) return;
    replaceText(loaded.previous);
    setLoaded(null);
    onUndone();
  };

  /** The writer cleared the box: there is no load to undo any more. */
  const forget = () => {
    setLoaded(null);
    setRefusal(null);
  };

  return { loaded, refusal, input, choose, undo, forget };
}
