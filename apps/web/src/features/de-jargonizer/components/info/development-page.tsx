// Development (docs/product.md §2): how the levels were made, the literature, the developers and the
// source code.
import { useTranslation } from 'react-i18next';
import { MEASURE_FIGURES } from './measure-figures.ts';
import { InfoPage, paragraphs, paragraphSection, textSection } from './info-page.tsx';

/** Studies the method builds on (their titles stay in English in every language). */
const LITERATURE = [
  'Hu, M., & Nation, I. S. P. (2000). Unknown vocabulary density and reading comprehension. Reading in a Foreign Language, 13(1), 403–430.',
  'Nation, I. S. P. (2006). How large a vocabulary is needed for reading and listening? Canadian Modern Language Review, 63(1), 59–82.',
  'Laufer, B., & Ravenhorst-Kalovski, G. C. (2010). Lexical threshold revisited: Lexical text coverage, learners’ vocabulary size and reading comprehension. Reading in a Foreign Language, 22(1), 15–30.',
  'Schmitt, N., & Schmitt, D. (2014). A reassessment of frequency and vocabulary size in L2 vocabulary teaching. Language Teaching, 47(4), 484–503.',
  'Coxhead, A. (2000). A new academic word list. TESOL Quarterly, 34(2), 213–238.',
];

export const SOURCE_CODE_URL = 'https://github.com/NoamAndRoy/JargonProject';

export function DevelopmentPage() {
  const { t } = useTranslation(['de-jargonizer', 'de-jargonizer-info']);
  const k = (key: string) => t(`deJargonizerInfo.development.${key}`, MEASURE_FIGURES);
  return (
    <InfoPage
      title={k('title')}
      sections={[
        paragraphSection(k, 'wordFrequencyLevels', 5),
        textSection(
          k,
          'development',
          <>
            {paragraphs(k, 'development', 2)}
            <ul lang="en" dir="ltr">
              {LITERATURE.map((reference) => (
                <li key={reference}>{reference}</li>
              ))}
            </ul>
            <p>
              {k('development.source')}{' '}
              <a href={SOURCE_CODE_URL}>github.com/NoamAndRoy/JargonProject</a>
            </p>
          </>,
        ),
        paragraphSection(k, 'developers', 1, 'Developers'),
      ]}
    />
  );
}
