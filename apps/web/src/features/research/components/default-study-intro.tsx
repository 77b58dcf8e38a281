// The heading of the Research page's default study (docs/research.md "The default study"): the
// sessions of the fixed research paths (RESEARCH_UUID) and of ?research=1 links, which every
// researcher sees, apart from the studies of the Studies feature; and the fixed paths themselves,
// the participant links a researcher sends for it.
import { useTranslation } from 'react-i18next';
import { useStudies } from '../api/studies-api.ts';

export function DefaultStudyIntro({ userId }: { userId: string }) {
  const { t } = useTranslation(['research', 'studies']);
  const studies = useStudies(userId);
  const links = studies.data?.defaultStudyLinks ?? [];
  return (
    <>
      <h2>{t('studies.defaultStudy.heading')}</h2>
      <p>
        {studies.data?.defaultStudy === false
          ? t('studies.defaultStudy.notConfigured')
          : t('studies.defaultStudy.intro')}
      </p>
      {links.length > 0 && (
        <section aria-labelledby="default-study-links">
          <h3 id="default-study-links">{t('studies.defaultStudy.linksHeading')}</h3>
          <ul className="research__default-links">
            {links.map(({ edition, path }) => (
              <li key={edition}>
                <span className="research__default-edition">
                  {t(`research.editions.${edition}`)}
                </span>{' '}
                <code className="research__url">{`${window.location.origin}${path}`}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
