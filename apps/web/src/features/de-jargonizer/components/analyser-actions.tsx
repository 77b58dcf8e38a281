// The Analyser's panel actions: START with its progress and whether the recorded result is the
// text's, Download and Share, and the word at the caret with its details.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisReply } from '../../../lib/de-jargonizer-api/types.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { Progress } from '../hooks/use-analyser-requests.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import type { WordAtCaret } from './jargon-editor.tsx';

interface AnalyserActionsProps {
  onStart: () => void;
  busy: boolean;
  starting: boolean;
  progress: Progress;
  recorded: AnalysisReply | null;
  /** The recorded result is for the text, the period and the key terms as they are now. */
  recordedIsCurrent: boolean;
  recordedWithTheseTerms: boolean;
  onDownload: () => void;
  downloading: boolean;
  /** Share for the recorded result, when it was stored. */
  share: ReactNode;
  caretWord: WordAtCaret | null;
  onCaretDetails: (word: WordAtCaret) => void;
}

export function AnalyserActions(props: AnalyserActionsProps) {
  const { recorded, recordedIsCurrent, caretWord, downloading } = props;
  const { t } = useTranslation('de-jargonizer');
  const helpId = useId();
  // The page is prerendered: until the app has hydrated it, START in the HTML has no handler and
  // a click on it would be lost.
  const hydrated = useHydrated();
  return (
    <div className="dj-panel__actions">
      <button type="button" className="button" onClick={props.onStart} disabled={props.busy || !hydrated} aria-describedby={helpId}>
        {props.starting ? t('deJargonizer.analyser.busy') : t('deJargonizer.analyser.start')}
      </button>
      <p id={helpId} className="dj-hint">
        {t('deJargonizerEditor.startHelp')}
      </p>
      <AnalysisProgress progress={props.progress} />
      {recorded && (!recordedIsCurrent || !props.recordedWithTheseTerms) && (
        <p className="dj-note">{t('deJargonizerEditor.changedSinceStart')}</p>
      )}
      {recorded && recordedIsCurrent && (
        <p className="dj-note dj-note--ok">{t('deJargonizerEditor.recorded', { score: recorded.score })}</p>
      )}
      <div className="dj-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={props.onDownload}
          disabled={!recorded || downloading}
          aria-busy={downloading}
        >
          {downloading ? t('deJargonizer.result.downloading') : t('deJargonizer.result.download')}
        </button>
        {props.share}
      </div>
      {caretWord && (
        <p className="dj-caret-word">
          {t('deJargonizerEditor.atCaret', { word: caretWord.written, band: t(`deJargonizer.band.${caretWord.band}`) })}{' '}
          <button type="button" className="link-button" onClick={() => props.onCaretDetails(caretWord)}>
            {t('deJargonizerEditor.details')}
          </button>
        </p>
      )}
    </div>
  );
}
