// /de-jargonizer: the single-text analyser. A saved analysis gets Share and "Check with real
// readers", which makes a reader check of its text (docs/reader-check.md).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Analyser } from '../../../features/de-jargonizer/components/analyser.tsx';
import { ShareButton } from '../../../features/sharing/components/share-button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function DeJargonizerRoute() {
  const { t } = useTranslation('de-jargonizer');
  usePageTitle(t('deJargonizer.title'));
  return (
    <>
      <h1>{t('deJargonizer.title')}</h1>
      <p className="dj-lead">{t('deJargonizer.analyser.lead')}</p>
      <Analyser
        renderShare={(taskId) => (
          <>
            <ShareButton key={taskId} taskType="dejargonizer" taskId={taskId} />
            <Link className="button button--secondary" to={`/reader-checks?analysis=${encodeURIComponent(taskId)}`}>
              {t('deJargonizer.analyser.checkWithReaders')}
            </Link>
          </>
        )}
      />
    </>
  );
}
