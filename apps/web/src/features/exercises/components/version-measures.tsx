// One version's measures at the end of an exercise: its words, score and rare words.
import { useTranslation } from 'react-i18next';
import type { VersionMeasures as Measures } from '../lib/summary-measures.ts';

export function VersionMeasures({ measured }: { measured: Measures }) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  return (
    <dl className="exercise-summary__measures">
      <div>
        <dt>{t('exerciseSession.words')}</dt>
        <dd>{measured.words}</dd>
      </div>
      <div>
        <dt>{t('exerciseSession.score')}</dt>
        <dd>{measured.score}</dd>
      </div>
      <div className="exercise-summary__rare">
        <dt>{t('exerciseSession.rareWords')}</dt>
        <dd>
          {measured.rareWords.length === 0 ? (
            t('exerciseSession.rareWordsNone')
          ) : (
            <>
              {t('exerciseSession.rareWordsValue', { count: measured.rareWords.length, percent: measured.rarePercent })}:{' '}
              {/* The words keep their own direction in a right-to-left page. */}
              <bdi>{measured.rareWords.join(', ')}</bdi>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
