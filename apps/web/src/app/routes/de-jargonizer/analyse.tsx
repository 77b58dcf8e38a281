// /de-jargonizer: the single-text analyser.
import { useTranslation } from 'react-i18next';
import { Analyser } from '../../../features/de-jargonizer/components/analyser.tsx';
import { ShareButton } from '../../../features/sharing/components/share-button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import '../../../lib/strings/de-jargonizer.ts';

export function DeJargonizerRoute() {
  const { t } = useTranslation();
  usePageTitle(t('deJargonizer.title'));
  return (
    <>
      <h1>{t('deJargonizer.title')}</h1>
      <p className="dj-lead">{t('deJargonizer.analyser.lead')}</p>
      <Analyser
        renderShare={(taskId) => (
          <ShareButton key={taskId} taskType="dejargonizer" taskId={taskId} />
        )}
      />
    </>
  );
}
