// About (docs/product.md §2): what it is, why it is needed, who it is for, the data and its
// credit, news by language (Hebrew right to left; a language without a known article has no group
// rather than an empty one), and Build Your Own De-Jargonizer with its instructions document.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadBuildYourOwn } from '../../../../lib/de-jargonizer-api/download-build-your-own.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { NEWS } from './news-links.ts';
import { InfoPage, paragraphs, paragraphSection, textSection } from './info-page.tsx';

const FREQUENCY_WORDS_URL = 'https://github.com/hermitdave/FrequencyWords';
const WORDFREQ_URL = 'https://github.com/rspeer/wordfreq';
const CC_BY_SA_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
const HEBREW_WORDNET_URL = 'http://cl.haifa.ac.il/projects/mwn/index.shtml';
const ARABIC_WORDNET_URL = 'http://globalwordnet.org/arabic-wordnet/';
const CC_BY_SA_3_URL = 'https://creativecommons.org/licenses/by-sa/3.0/';

/** The data the measure and the meanings use, each a link: [address, message key, whether it is a licence]. */
const DATA_SOURCES = [
  [FREQUENCY_WORDS_URL, 'source', false],
  [WORDFREQ_URL, 'secondSource', false],
  [CC_BY_SA_URL, 'licence', true],
  [HEBREW_WORDNET_URL, 'hebrewWordnet', false],
  [ARABIC_WORDNET_URL, 'arabicWordnet', false],
  [CC_BY_SA_3_URL, 'wordnetLicence', true],
] as const;

export function AboutPage() {
  const { t } = useTranslation(['de-jargonizer', 'de-jargonizer-info']);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const downloadBuildYourOwn = useDownloadBuildYourOwn();
  // Prerendered: before the app runs, a click on the download would be lost.
  const hydrated = useHydrated();
  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadBuildYourOwn.mutateAsync();
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  const k = (key: string) => t(`deJargonizerInfo.about.${key}`);
  return (
    <InfoPage
      title={k('title')}
      sections={[
        paragraphSection(k, 'whatIsIt', 2),
        paragraphSection(k, 'whyDoWeNeedIt', 2),
        paragraphSection(k, 'whoShouldUseIt', 1),
        // The Hebrew and Arabic counts and wordfreq's frequencies (the coach's lists) are CC BY-SA 4.0, which asks for this credit wherever the site names its data;
        // the Hebrew WordNet's licence asks for its copyright notice and disclaimer, Arabic WordNet's (CC BY-SA 3.0) for credit.
        textSection(
          k,
          'data',
          <>
            {paragraphs(k, 'data', 6)}
            <ul>
              {DATA_SOURCES.map(([href, key, licence]) => (
                <li key={key}>
                  <a href={href} rel={licence ? 'license noopener noreferrer' : 'noopener noreferrer'} target="_blank">
                    {t(`deJargonizerInfo.about.data.${key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </>,
        ),
        textSection(
          k,
          'inTheNews',
          <>
            {paragraphs(k, 'inTheNews', 1)}
            <div className="dj-news">
              {NEWS.filter((group) => group.articles.length > 0).map((group) => (
                <section
                  key={group.language}
                  dir={group.dir}
                  aria-labelledby={`news-${group.lang}`}
                >
                  <h3 id={`news-${group.lang}`}>{t(`deJargonizerInfo.news.${group.language}`)}</h3>
                  <ul lang={group.lang}>
                    {group.articles.map((article) => (
                      <li key={article.url}>
                        <a href={article.url} rel="noopener noreferrer" target="_blank">
                          {article.title}
                        </a>
                        <span className="dj-outlet">{article.outlet}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>,
        ),
        textSection(
          k,
          'buildYourOwn',
          <>
            {paragraphs(k, 'buildYourOwn', 1)}
            <button
              type="button"
              className="button"
              onClick={download}
              disabled={downloading || !hydrated}
              aria-busy={downloading}
            >
              {t('deJargonizerInfo.about.buildYourOwn.button')}
            </button>
            {failed && (
              <p className="dj-error" role="alert">
                {t('deJargonizer.result.downloadFailed')}
              </p>
            )}
          </>,
          'buildYourOwnDeJargonizer',
        ),
      ]}
    />
  );
}
