// The Analyser's file field: a .txt or .docx file replaces the editor's text, and a note offers
// to undo that (use-loaded-file.ts); a file refused is said here too, in the note's place.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedFile } from '../hooks/use-loaded-file.ts';

interface FileFieldProps {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  loaded: LoadedFile | null;
  /** Why the last file chosen was refused, or null. */
  refusal: string | null;
  onChoose: (file: File | null) => void;
  onUndo: () => void;
}

export function FileField({ id, input, disabled, loaded, refusal, onChoose, onUndo }: FileFieldProps) {
  const { t } = useTranslation('de-jargonizer');
  return (
    <div className="dj-field">
      <label htmlFor={id}>{t('deJargonizer.analyser.file')}</label>
      <input
        ref={input}
        id={id}
        type="file"
        name="ArticleFU"
        disabled={disabled}
        accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
      />
      <p className="dj-hint">{t('deJargonizerEditor.fileNote')}</p>
      {refusal && (
        <p id={`${id}-refusal`} className="dj-error" role="alert">
          {refusal}
        </p>
      )}
      {loaded && (
        <p className="dj-note">
          {t('deJargonizerEditor.fileReplaced', { name: loaded.fileName })}{' '}
          {loaded.previous.trim() !== '' && (
            <button type="button" className="link-button" onClick={onUndo}>
              {t('deJargonizerEditor.undo')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
