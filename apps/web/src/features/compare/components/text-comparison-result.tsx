// The comparison of two texts: the texts coloured side by side, a table of every figure before,
// after and its change (arrows and signs, colour only repeating them), and the rare words the
// revision removed, kept (with simpler words) and added.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextComparison } from '@scicomm/shared/compare-api';
import { formatNumber, type Tone } from '../lib/format.ts';
import { BandedText } from './banded-text.tsx';
import { BandKey } from './band-key.tsx';
import { ChangeValue } from './change-value.tsx';
import { KeptWord } from './kept-word.tsx';
import { TableScrollBox } from './table-scroll-box.tsx';

interface Row {
  key: string;
  before: number;
  after: number;
  change: number;
  tone: Tone;
  percent?: boolean;
}

function rowsOf(comparison: TextComparison): Row[] {
  const { before, after, change } = comparison;
  return [
    { key: 'words', before: before.counts.total, after: after.counts.total, change: change.words, tone: 'neutral' },
    { key: 'common', before: before.counts.common, after: after.counts.common, change: change.common, tone: 'neutral' },
    { key: 'commonPercent', before: before.percentages.common, after: after.percentages.common, change: change.commonPercent, tone: 'higherIsBetter', percent: true },
    { key: 'mid', before: before.counts.mid, after: after.counts.mid, change: change.mid, tone: 'lowerIsBetter' },
    { key: 'midPercent', before: before.percentages.mid, after: after.percentages.mid, change: change.midPercent, tone: 'lowerIsBetter', percent: true },
    { key: 'rare', before: before.counts.rare, after: after.counts.rare, change: change.rare, tone: 'lowerIsBetter' },
    { key: 'rarePercent', before: before.percentages.rare, after: after.percentages.rare, change: change.rarePercent, tone: 'lowerIsBetter', percent: true },
    { key: 'score', before: before.score, after: after.score, change: change.score, tone: 'higherIsBetter' },
    // Beside the original score: without key terms and explained terms (docs/de-jargonizer.md).
    { key: 'adjustedScore', before: before.terms.adjusted.score, after: after.terms.adjusted.score, change: comparison.termsChange.adjustedScore, tone: 'higherIsBetter' },
    { key: 'explainedTerms', before: before.terms.explainedTerms.length, after: after.terms.explainedTerms.length, change: comparison.termsChange.explainedTerms, tone: 'higherIsBetter' },
  ];
}

interface TextComparisonResultProps {
  comparison: TextComparison;
}

export function TextComparisonResult({ comparison }: TextComparisonResultProps) {
  const { t, i18n } = useTranslation('compare');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new result takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), [comparison]);
  const number = (value: number) => formatNumber(value, i18n.language);
  const { rareWords, alternatives, direction, explainedTerms } = comparison;
  return (
    <section className="cmp-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('compare.result.heading')}
      </h2>
      <p role="status" className="cmp-summary">
        {t('compare.result.summary', {
          before: number(comparison.before.score),
          after: number(comparison.after.score),
        })}{' '}
        <ChangeValue value={comparison.change.score} tone="higherIsBetter" />
      </p>

      {/* Held in its own scroll box, as the groups' tables are: on a phone the figures and their
          screen-reader words ("(rose, better)") would make the page scroll sideways. */}
      <TableScrollBox label={t('compare.result.tableCaption')}>
        <table className="cmp-table">
          <caption>{t('compare.result.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.result.measure')}</th>
              <th scope="col" className="cmp-num">{t('compare.before')}</th>
              <th scope="col" className="cmp-num">{t('compare.after')}</th>
              <th scope="col" className="cmp-num">{t('compare.change')}</th>
            </tr>
          </thead>
          <tbody>
            {rowsOf(comparison).map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(`compare.measures.${row.key}`)}</th>
                <td className="cmp-num">{number(row.before)}{row.percent ? ' %' : ''}</td>
                <td className="cmp-num">{number(row.after)}{row.percent ? ' %' : ''}</td>
                <td className="cmp-num">
                  <ChangeValue value={row.change} tone={row.tone} unit={row.percent ? ` ${t('compare.pp')}` : ''} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollBox>

      <h3>{t('compare.result.textsHeading')}</h3>
      <BandKey />
      <div className="cmp-columns">
        {(['before', 'after'] as const).map((side) => (
          <div key={side} className="cmp-column">
            <h4 id={`${id}-${side}`}>
              {comparison[side].name
                ? t('compare.result.sideWithName', { side: t(`compare.${side}`), name: comparison[side].name })
                : t(`compare.${side}`)}
            </h4>
            <BandedText
              text={comparison[side].text}
              bands={comparison[side].bands}
              direction={direction}
              label={t('compare.result.colouredLabel', { side: t(`compare.${side}`) })}
            />
          </div>
        ))}
      </div>

      <h3>{t('compare.result.rareHeading')}</h3>
      <div className="cmp-rare">
        <div>
          <h4 id={`${id}-removed`}>
            <span aria-hidden="true">− </span>
            {t('compare.result.removed', { count: rareWords.removed.length })}
          </h4>
          <WordList words={rareWords.removed} labelledBy={`${id}-removed`} direction={direction} />
        </div>
        <div>
          <h4 id={`${id}-kept`}>
            <span aria-hidden="true">= </span>
            {t('compare.result.kept', { count: rareWords.kept.length })}
          </h4>
          {rareWords.kept.length === 0 ? (
            <p className="cmp-hint">{t('compare.result.none')}</p>
          ) : (
            <ul className="cmp-kept" aria-labelledby={`${id}-kept`}>
              {rareWords.kept.map((word) => (
                <KeptWord
                  key={word}
                  word={word}
                  simpler={alternatives[word] ?? []}
                  period={comparison.period}
                  direction={direction}
                />
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4 id={`${id}-added`}>
            <span aria-hidden="true">+ </span>
            {t('compare.result.added', { count: rareWords.added.length })}
          </h4>
          <WordList words={rareWords.added} labelledBy={`${id}-added`} direction={direction} />
        </div>
      </div>

      <h3>{t('compare.result.explainedHeading')}</h3>
      <div className="cmp-rare">
        {(['removed', 'kept', 'added'] as const).map((change) => (
          <div key={change}>
            <h4 id={`${id}-explained-${change}`}>
              {t(`compare.result.explained.${change}`, { count: explainedTerms[change].length })}
            </h4>
            <WordList words={explainedTerms[change]} labelledBy={`${id}-explained-${change}`} direction={direction} />
          </div>
        ))}
      </div>
    </section>
  );
}

function WordList({ words, labelledBy, direction }: { words: readonly string[]; labelledBy: string; direction: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('compare');
  if (words.length === 0) return <p className="cmp-hint">{t('compare.result.none')}</p>;
  return (
    <ul className="cmp-words" aria-labelledby={labelledBy} dir={direction}>
      {words.map((word) => (
        <li key={word}>{word}</li>
      ))}
    </ul>
  );
}
