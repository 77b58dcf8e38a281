// The heading of the Research page's default study (docs/research.md "The default study"): the
// sessions of the fixed research paths (RESEARCH_UUID) and of ?research=1 links, which every
// researcher sees, apart from the studies of the Studies feature.
import { useTranslation } from 'react-i18next';
import { useStudies } from '../api/studies-api.ts';
import '../../../lib/strings/studies.ts';

export function DefaultStudyIntro({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const studies = useStudies(userId);
  return (
    <>
      <h2>{t('studies.defaultStudy.heading')}</h2>
      <p>
        {studies.data?.defaultStudy === false
          ? t('studies.defaultStudy.notConfigured')
          : t('studies.defaultStudy.intro')}
      </p>
    </>
  );
}
