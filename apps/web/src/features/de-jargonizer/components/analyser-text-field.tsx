// The Analyser's text field around its editor: the label, the colours' key and the hint above it,
// and below it the word count, the word list's state and Clear.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BandLegend } from './band-legend.tsx';

interface AnalyserTextFieldProps {
  /** The editor's id; its label is `${id}-label`, its hint `${id}-help`. */
  id: string;
  countId: string;
  /** The page's copy of the text's word count. */
  wordCount: number;
  dictionaryStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** The colours' code could not be fetched: the text stays plain until Try again brings it. */
  colouringFailed?: boolean;
  onRetryColouring?: () => void;
  onClear: () => void;
  /** Shown right after the text, before its word count and Clear (the phones' link to the figures). */
  afterText?: ReactNode;
  /** The editor itself (the Analyser keeps its handle). */
  children: ReactNode;
}

export function AnalyserTextField({ id, countId, wordCount, dictionaryStatus, colouringFailed = false, onRetryColouring, onClear, afterText, children }: AnalyserTextFieldProps) {
  const { t } = useTranslation('de-jargonizer');
  return (
    <div className="dj-field">
      {/* The editor is no form control: it is named by aria-labelledby, and a click here focuses it. */}
      <label id={`${id}-label`} onClick={() => document.getElementById(id)?.focus()}>
        {t('deJargonizerEditor.textLabel')}
      </label>
      <BandLegend terms={['key', 'explained']} />
      <p className="dj-hint" id={`${id}-help`}>
        {t('deJargonizerEditor.textHelp')}
      </p>
      {children}
      {afterText}
      <div className="dj-text-tools">
        <span id={countId}>{t('deJargonizer.analyser.wordCount', { count: wordCount })}</span>
        {/* Its room is kept before and after the load: on a phone the line wraps, and the figures
            and START below it moved up when the word list came in (a press on START missed it). */}
        {dictionaryStatus !== 'error' && (
          <span className={dictionaryStatus === 'loading' ? 'dj-status' : 'dj-status dj-status--held'}>{t('deJargonizer.live.loading')}</span>
        )}
        {dictionaryStatus === 'error' && <span className="dj-status">{t('deJargonizer.live.failed')}</span>}
        {colouringFailed && dictionaryStatus !== 'error' && (
          <span className="dj-status" role="alert">
            {t('deJargonizer.live.codeFailed')}{' '}
            <button type="button" className="button button--secondary button--small" onClick={onRetryColouring}>
              {t('deJargonizer.live.retry')}
            </button>
          </span>
        )}
        <button type="button" className="button button--secondary button--small" onClick={onClear}>
          {t('deJargonizer.analyser.clear')}
        </button>
      </div>
    </div>
  );
}
