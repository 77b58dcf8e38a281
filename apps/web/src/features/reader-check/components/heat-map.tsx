// The text as a heat map (docs/reader-check.md "Results"): each word shaded by the share of
// readers who marked it, in five steps of a fifth, the measure's rare words underlined. The
// shade is not the only carrier: a marked word has its count in a visually hidden note, and the
// table after the map lists every marked word with its figures.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { DataTable } from '../../../components/data-table.tsx';

/** 0 for no reader, then 1–5 for up to a fifth, two fifths … all readers. */
export function heatStep(marks: number, readers: number): number {
  if (marks === 0 || readers === 0) return 0;
  return Math.min(5, Math.max(1, Math.ceil((marks / readers) * 5)));
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

export function HeatMap({ results }: { results: ReaderCheckResults }) {
  const { t } = useTranslation('reader-check');
  const { text, direction } = results.check;
  const pieces: ReactNode[] = [];
  let at = 0;
  results.words.forEach((word, i) => {
    if (word.start > at) pieces.push(<Fragment key={`g${i}`}>{text.slice(at, word.start)}</Fragment>);
    const step = heatStep(word.marks, results.readers);
    const label = text.slice(word.start, word.end);
    pieces.push(
      <span key={`w${i}`} className={`rc-heat__word rc-heat-${step}${word.band === 'rare' ? ' rc-heat__word--rare' : ''}`}>
        {label}
        {word.marks > 0 && <span className="visually-hidden"> ({t('readerCheck.results.heatWord', { word: label, marks: word.marks, readers: results.readers })})</span>}
      </span>,
    );
    at = word.end;
  });
  if (at < text.length) pieces.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return (
    <>
      <p className="field__hint">{t('readerCheck.results.heatHelp')}</p>
      <ul className="rc-legend" aria-label={t('readerCheck.results.heatLegend')}>
        {[0, 1, 2, 3, 4, 5].map((step) => (
          <li key={step} className={`rc-heat-${step}`}>
            {step === 0 ? '0 %' : `≤ ${percent(step / 5)}`}
          </li>
        ))}
      </ul>
      <div className="rc-heat" dir={direction} data-testid="heat-map">
        {pieces}
      </div>
    </>
  );
}

/** Every word readers marked, as a table: the same figures as the map, readable without colour. */
export function MarkedWordsTable({ results }: { results: ReaderCheckResults }) {
  const { t } = useTranslation('reader-check');
  const byForm = new Map<string, { band: string; marks: number }>();
  for (const word of results.words) {
    const known = byForm.get(word.form);
    if (word.marks > 0 && (!known || known.marks < word.marks)) byForm.set(word.form, { band: word.band, marks: word.marks });
  }
  const rows = [...byForm].sort((a, b) => b[1].marks - a[1].marks);
  if (rows.length === 0) return null;
  return (
    <div className="rc-table-wrap">
      <DataTable
        className="rc-table"
        caption={t('readerCheck.results.markedTable')}
        rows={rows}
        rowKey={([form]) => form}
        columns={[
          { header: t('readerCheck.results.word'), cell: ([form]) => form },
          { header: t('readerCheck.results.band'), cell: ([, { band }]) => t(`readerCheck.results.bands.${band}`) },
          { header: t('readerCheck.results.marks'), cell: ([, { marks }]) => marks },
          { header: t('readerCheck.results.share'), cell: ([, { marks }]) => percent(marks / results.readers) },
        ]}
      />
    </div>
  );
}
