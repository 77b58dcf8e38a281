// How to cite (docs/product.md §2): the research article.
import { useTranslation } from 'react-i18next';
import { InfoPage, textSection } from './info-page.tsx';

export const CITATION =
  'Rakedzon T, Segev E, Chapnik N, Yosef R, Baram-Tsabari A (2017) Automatic jargon identifier for scientists engaging with the public and science communication educators. PLOS ONE 12(8): e0181742.';
export const CITATION_DOI = 'https://doi.org/10.1371/journal.pone.0181742';

export function HowToCitePage() {
  const { t } = useTranslation(['de-jargonizer', 'de-jargonizer-info']);
  const section = textSection(
    (key) => t(`deJargonizerInfo.${key}`),
    'cite',
    <>
      <p>{t('deJargonizerInfo.cite.p1')}</p>
      <blockquote className="dj-citation" lang="en" dir="ltr">
        {CITATION} <a href={CITATION_DOI}>{CITATION_DOI}</a>
      </blockquote>
    </>,
    'howToCite',
  );
  return <InfoPage title={section.title} sections={[section]} />;
}
