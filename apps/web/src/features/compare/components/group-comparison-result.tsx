// The comparison of two groups: the files that found no pair, the statistics of each measure
// (mean change with its 95 % confidence interval, Wilcoxon signed-rank p), the slope chart and
// the table of pairs (its text alternative), and the CSV of it all.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedPair, GroupComparison, GroupMeasure, MeasureSummary } from '@scicomm/shared/compare-api';
import { GROUP_MEASURES } from '@scicomm/shared/compare-measures';
import { formatNumber, formatP, SMALLEST_P, type Tone } from '../lib/format.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { ChangeValue } from './change-value.tsx';
import { SlopeChart } from './slope-chart.tsx';
import { TableScrollBox } from './table-scroll-box.tsx';

const TONES: Record<GroupMeasure, Tone> = {
  score: 'higherIsBetter',
  rarePercent: 'lowerIsBetter',
  midPercent: 'lowerIsBetter',
  words: 'neutral',
  adjustedScore: 'higherIsBetter',
  explainedTerms: 'higherIsBetter',
};

interface GroupComparisonResultProps {
  comparison: GroupComparison;
}

export function GroupComparisonResult({ comparison }: GroupComparisonResultProps) {
  const { t } = useTranslation(['compare', 'server-errors']);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new result takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), [comparison]);
  const [measure, setMeasure] = useState<GroupMeasure>('score');
  const failed = comparison.pairs.filter((pair) => pair.beforeError || pair.afterError).length;
  const graded = comparison.pairs.length - failed;
  return (
    <section className="cmp-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('compare.groups.resultHeading')}
      </h2>
      <p role="status">
        {t('compare.groups.done', { count: comparison.pairs.length })}{' '}
        {t('compare.groups.doneGraded', { count: graded })}{' '}
        {failed > 0 && t('compare.groups.doneFailed', { count: failed })}{' '}
        {comparison.unpaired.length > 0 && t('compare.groups.doneUnpaired', { count: comparison.unpaired.length })}
      </p>
      {graded > 0 ? (
        <div className="cmp-actions">
          <button
            type="button"
            className="button"
            onClick={() => saveBlob(new Blob([comparison.csv], { type: 'text/csv;charset=utf-8' }), 'Comparison.csv')}
          >
            {t('compare.groups.download')}
          </button>
        </div>
      ) : (
        // With nothing compared, a CSV would hold no figures: say why instead of offering it.
        <p className="cmp-notice">
          {t(comparison.pairs.length === 0 ? 'compare.groups.noneMatched' : 'compare.groups.noneCompared')}
        </p>
      )}

      {comparison.unpaired.length > 0 && (
        <div className="cmp-unpaired">
          <h3 id={`${id}-unpaired`}>{t('compare.groups.unpairedHeading', { count: comparison.unpaired.length })}</h3>
          <ul aria-labelledby={`${id}-unpaired`}>
            {comparison.unpaired.map((file) => (
              <li key={`${file.set}-${file.fileName}`}>
                <bdi>{file.fileName}</bdi>:{' '}
                {t(`compare.groups.unpaired.${file.reason}`, {
                  set: t(`compare.groups.set.${file.set}`),
                  other: t(`compare.groups.set.${file.set === 'before' ? 'after' : 'before'}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {comparison.pairs.length > 0 && (
        <>
          <SummaryTable comparison={comparison} />
          <h3>{t('compare.chart.heading')}</h3>
          <div className="cmp-field">
            <label htmlFor={`${id}-measure`}>{t('compare.chart.measure')}</label>
            <select id={`${id}-measure`} value={measure} onChange={(event) => setMeasure(event.target.value as GroupMeasure)}>
              {GROUP_MEASURES.map((option) => (
                <option key={option} value={option}>
                  {t(`compare.groupMeasures.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <SlopeChart pairs={comparison.pairs} measure={measure} tableId={`${id}-pairs`} />
          <PairsTable pairs={comparison.pairs} id={`${id}-pairs`} />
        </>
      )}
    </section>
  );
}

function SummaryTable({ comparison }: { comparison: GroupComparison }) {
  const { t, i18n } = useTranslation(['compare', 'server-errors']);
  const number = (value: number | null, digits = 1) => (value === null ? '–' : formatNumber(value, i18n.language, digits));
  const interval = (summary: MeasureSummary) =>
    summary.ci95
      ? t('compare.stats.interval', { lower: number(summary.ci95.lower, 2), upper: number(summary.ci95.upper, 2) })
      : t('compare.stats.noInterval');
  const wilcoxon = (summary: MeasureSummary) => {
    const test = summary.wilcoxon;
    if (!test || test.pValue === null || test.method === null) return t('compare.stats.noTest');
    const method = t(`compare.stats.method.${test.method}`);
    const p =
      test.pValue < SMALLEST_P
        ? t('compare.stats.pSmall', { p: formatNumber(SMALLEST_P, i18n.language, 3), method })
        : t('compare.stats.p', { p: formatP(test.pValue, i18n.language), method });
    return test.zeros > 0 ? `${p}; ${t('compare.stats.zeros', { count: test.zeros })}` : p;
  };
  return (
    <div>
      <TableScrollBox label={t('compare.stats.caption')}>
      <table className="cmp-table">
        <caption>{t('compare.stats.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.result.measure')}</th>
            <th scope="col" className="cmp-num">{t('compare.stats.pairs')}</th>
            <th scope="col" className="cmp-num">{t('compare.stats.meanBefore')}</th>
            <th scope="col" className="cmp-num">{t('compare.stats.meanAfter')}</th>
            <th scope="col" className="cmp-num">{t('compare.stats.meanChange')}</th>
            <th scope="col" className="cmp-num">{t('compare.stats.ci')}</th>
            <th scope="col" className="cmp-prose">{t('compare.stats.wilcoxon')}</th>
          </tr>
        </thead>
        <tbody>
          {GROUP_MEASURES.map((measure) => {
            const summary = comparison.summary[measure];
            return (
              <tr key={measure}>
                <th scope="row">{t(`compare.groupMeasures.${measure}`)}</th>
                <td className="cmp-num">{summary.n}</td>
                <td className="cmp-num">{number(summary.meanBefore)}</td>
                <td className="cmp-num">{number(summary.meanAfter)}</td>
                <td className="cmp-num">
                  {summary.meanChange === null ? '–' : <ChangeValue value={summary.meanChange} tone={TONES[measure]} digits={1} />}
                </td>
                <td className="cmp-num">{interval(summary)}</td>
                <td className="cmp-prose">{wilcoxon(summary)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </TableScrollBox>
      <p className="cmp-hint">{t('compare.stats.explain')}</p>
    </div>
  );
}

function PairsTable({ pairs, id }: { pairs: readonly ComparedPair[]; id: string }) {
  const { t, i18n } = useTranslation(['compare', 'server-errors']);
  const number = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, i18n.language));
  const columns: { measure: GroupMeasure; tone: Tone }[] = [
    { measure: 'score', tone: 'higherIsBetter' },
    { measure: 'adjustedScore', tone: 'higherIsBetter' },
    { measure: 'rarePercent', tone: 'lowerIsBetter' },
    { measure: 'words', tone: 'neutral' },
    { measure: 'explainedTerms', tone: 'higherIsBetter' },
  ];
  return (
    // Five measures side by side scroll sideways on a narrow screen: the keyboard can scroll them too.
    <TableScrollBox label={t('compare.groups.pairsCaption')}>
      <table className="cmp-table" id={id} tabIndex={-1}>
        <caption>{t('compare.groups.pairsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>{t('compare.groups.student')}</th>
            {columns.map((column) => (
              <th key={column.measure} scope="colgroup" colSpan={3} className="cmp-group-head">
                {t(`compare.groupMeasures.${column.measure}`)}
              </th>
            ))}
            <th scope="col" rowSpan={2}>{t('compare.groups.error')}</th>
          </tr>
          <tr>
            {columns.flatMap((column) => [
              <th key={`${column.measure}-b`} scope="col" className="cmp-num">{t('compare.before')}</th>,
              <th key={`${column.measure}-a`} scope="col" className="cmp-num">{t('compare.after')}</th>,
              <th key={`${column.measure}-c`} scope="col" className="cmp-num">{t('compare.change')}</th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => {
            const errors = [
              pair.beforeError
                ? t('compare.groups.fileError', { set: t('compare.before'), message: serverMessage(i18n, pair.beforeErrorCode, pair.beforeError) })
                : null,
              pair.afterError
                ? t('compare.groups.fileError', { set: t('compare.after'), message: serverMessage(i18n, pair.afterErrorCode, pair.afterError) })
                : null,
            ].filter((error): error is string => error !== null);
            return (
              <tr key={pair.name} className={errors.length > 0 ? 'cmp-row-error' : undefined}>
                <th scope="row">
                  <bdi>{pair.name}</bdi>
                  <span className="cmp-files">
                    <bdi>{pair.beforeFile}</bdi> · <bdi>{pair.afterFile}</bdi>
                  </span>
                </th>
                {columns.flatMap((column) => [
                  <td key={`${column.measure}-b`} className="cmp-num">{number(pair.before?.[column.measure])}</td>,
                  <td key={`${column.measure}-a`} className="cmp-num">{number(pair.after?.[column.measure])}</td>,
                  <td key={`${column.measure}-c`} className="cmp-num">
                    {pair.change ? <ChangeValue value={pair.change[column.measure]} tone={column.tone} /> : '–'}
                  </td>,
                ])}
                <td>{errors.join(' ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
