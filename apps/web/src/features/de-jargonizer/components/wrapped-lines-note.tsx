// The note under the text box when the text's lines end mid-sentence, as text copied from a PDF
// does (wrapped-lines.ts): a word cut at a line's end would count as two, the second often
// "rare". The writer may join the lines, and put the text back as it was while it is unchanged.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import type { LiveMeasure } from '../hooks/use-live-colours.ts';

interface WrappedLinesNoteProps {
  /** The page's copy of the text. */
  text: string;
  /** The text in the box now (the page's copy may be a keystroke behind). */
  latest: () => string;
  /** The word list the text is measured with: it says whether two halves make a word. */
  dictionary: Dictionary | null | undefined;
  /** The measure's code, which reads the lines (null until it comes with the word list). */
  liveMeasure: LiveMeasure | null;
  replace: (text: string) => void;
}

export function WrappedLinesNote({ text, latest, dictionary, liveMeasure, replace }: WrappedLinesNoteProps) {
  const { t } = useTranslation('de-jargonizer');
  const wrapped = useMemo(() => liveMeasure?.looksHardWrapped(text) ?? false, [liveMeasure, text]);
  const [joined, setJoined] = useState<{ before: string; after: string } | null>(null);

  if (joined && joined.after === text) {
    return (
      <p className="dj-note" role="status">
        {t('deJargonizerEditor.linesJoined')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            replace(joined.before);
            setJoined(null);
          }}
        >
          {t('deJargonizerEditor.undo')}
        </button>
      </p>
    );
  }
  if (!wrapped || !dictionary || !liveMeasure) return null;
  const join = () => {
    const before = latest();
    // The browser's word list holds the common and mid-frequency words: a known whole or two known halves.
    const after = liveMeasure.joinWrappedLines(before, (word) => dictionary.findForm(word) >= 0);
    setJoined({ before, after });
    replace(after);
  };
  return (
    <p className="dj-note">
      {t('deJargonizerEditor.wrappedLines')}{' '}
      <button type="button" className="link-button" onClick={join}>
        {t('deJargonizerEditor.joinLines')}
      </button>
    </p>
  );
}
