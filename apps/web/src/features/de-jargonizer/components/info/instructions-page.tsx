// Instructions (docs/product.md §2): how to use it, file types, judging results, the vocabulary facts of
// docs/product.md §9 behind the levels, reading results, and two
// worked examples that open in the analyser. The formula is written in the page's language; the
// examples are English texts (the English dictionary measures them), with a translation below
// each on a Hebrew or Arabic page.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { WORKED_EXAMPLES } from './examples.ts';
import { InfoPage, paragraphs, paragraphSection, textSection } from './info-page.tsx';
import { MEASURE_FIGURES } from './measure-figures.ts';

export function InstructionsPage() {
  const { t, i18n } = useTranslation(['de-jargonizer', 'de-jargonizer-info']);
  const navigate = useNavigate();
  // Prerendered: before the app runs, a click on "Analyse this example" would be lost.
  const hydrated = useHydrated();
  const inEnglish = i18n.language.split('-')[0] === 'en';
  const k = (key: string) => t(`deJargonizerInfo.instructions.${key}`, MEASURE_FIGURES);
  return (
    <InfoPage
      title={k('title')}
      sections={[
        textSection(
          k,
          'howToUseIt',
          <ol>
            <li>{k('howToUseIt.step1')}</li>
            <li>{k('howToUseIt.step2')}</li>
            <li>{k('howToUseIt.step3')}</li>
            <li>{k('howToUseIt.step4')}</li>
          </ol>,
        ),
        paragraphSection(k, 'fileTypes', 2),
        paragraphSection(k, 'judgingResults', 3),
        // The vocabulary research the levels rest on (docs/product.md §9 "Guidance").
        textSection(
          k,
          'vocabulary',
          <>
            {paragraphs(k, 'vocabulary', 3)}
            <p>{k('vocabulary.levelsIntro')}</p>
            <ul>
              <li>{k('vocabulary.high')}</li>
              <li>{k('vocabulary.mid')}</li>
              <li>{k('vocabulary.low')}</li>
            </ul>
          </>,
        ),
        textSection(
          k,
          'howToReadResults',
          <>
            {paragraphs(k, 'howToReadResults', 2)}
            <p>
              <code className="dj-formula">
                {t('deJargonizerInfo.formula')}
              </code>
            </p>
            <p>{k('howToReadResults.p3')}</p>
            <h3>{k('examples.title')}</h3>
            <p>{t('deJargonizerInfo.examplesNote')}</p>
            {WORKED_EXAMPLES.map((example) => (
              <div key={example.key} className="dj-card">
                <h4>{k(`examples.${example.key}`)}</h4>
                <blockquote lang="en" dir="ltr">
                  {example.text}
                </blockquote>
                {!inEnglish && (
                  <p className="dj-gloss">
                    <span className="dj-gloss__label">{t('deJargonizerInfo.translationLabel')}</span>{' '}
                    {t(`deJargonizerInfo.gloss.${example.key}`)}
                  </p>
                )}
                <p>
                  {t('deJargonizerInfo.instructions.examples.figures', {
                    total: example.counts.total,
                    common: example.counts.common,
                    commonPercent: example.percentages.common,
                    mid: example.counts.mid,
                    midPercent: example.percentages.mid,
                    rare: example.counts.rare,
                    rarePercent: example.percentages.rare,
                    score: example.score,
                  })}
                </p>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={!hydrated}
                  onClick={() => navigate('/de-jargonizer', { state: { text: example.text } })}
                >
                  {k('examples.try')}
                </button>
              </div>
            ))}
          </>,
        ),
      ]}
    />
  );
}
