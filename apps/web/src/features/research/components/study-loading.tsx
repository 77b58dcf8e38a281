import { useTranslation } from 'react-i18next';

/** What a study's pages show while the study loads. */
export function StudyLoading() {
  const { t } = useTranslation('studies');
  return (
    <p className="message-page" role="status">
      {t('studies.page.loading')}
    </p>
  );
}
