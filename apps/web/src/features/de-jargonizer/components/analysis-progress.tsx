// What the single-text De-Jargonizer is doing: reading a file, sending a long text (with how
// much is sent), or analysing; nothing when idle.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Progress } from '../hooks/use-analyser-requests.ts';

export function AnalysisProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation('de-jargonizer');
  const id = useId();
  if (progress.stage === 'idle') return null;
  return (
    <div className="dj-progress">
      <label htmlFor={id}>
        {progress.stage === 'reading'
          ? t('deJargonizerEditor.readingFile')
          : progress.stage === 'sending'
            ? t('deJargonizerEditor.sending')
            : t('deJargonizer.analyser.busy')}
      </label>
      <progress id={id} max={100} {...(progress.stage === 'analysing' ? {} : { value: progress.percent })} />
    </div>
  );
}
