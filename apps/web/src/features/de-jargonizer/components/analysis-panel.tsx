// Beside the editor (sticky on wide screens, below it on phones): START, which records the
// analysis and enables Download and Share, then the words by band, the score and its message,
// the gauge, all following the text as it changes.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPraisedScore, type BandCounts, type BandPercentages } from '@scicomm/jargon/score';
import type { Terms } from '../../../lib/de-jargonizer-api/types.ts';
import { Gauge } from './gauge.tsx';
import type { TermsView } from './terms-view.tsx';

export interface PanelFigures {
  counts: BandCounts;
  percentages: BandPercentages;
  score: number;
}

/**
 * Key terms, explained terms and the adjusted score, with the text they were found in and the
 * view that shows them (fetched with the code that finds them: use-analyser-terms.ts).
 */
export interface PanelTerms {
  terms: Terms;
  text: string;
  View: typeof TermsView;
}

interface AnalysisPanelProps {
  figures: PanelFigures | null;
  /**
   * null when not known (a long text before START); 'coming' while their code is fetched, when the
   * panel says nothing of them yet.
   */
  terms: PanelTerms | 'coming' | null;
  /**
   * The key terms field, given by the page, told how often the text uses each term (undefined
   * while not known): it is where the panel lists the key terms.
   */
  keyTermsField: (usesOf: (term: string) => number | undefined) => ReactNode;
  /** The START button, its progress and the recorded state, given by the page. */
  actions: ReactNode;
  /** The count under the text box (words between spaces), which the panel's total may differ from. */
  boxWordCount: number;
}

export function AnalysisPanel({ figures, terms, keyTermsField, actions, boxWordCount }: AnalysisPanelProps) {
  const found = terms === 'coming' ? null : terms;
  const { t } = useTranslation('de-jargonizer');
  return (
    <aside className="dj-panel" aria-labelledby="dj-panel-title">
      <h2 id="dj-panel-title">{t('deJargonizerEditor.panelTitle')}</h2>
      {/* START right under the heading, above the figures: the figures come in while the writer
          may be pressing it (the word list arrives, the text's figures follow the keys), and a
          button that moves between press and release is never clicked. On a phone the "figures
          and START" link brings the heading, START and the figures into view. */}
      {actions}
      <FiguresView figures={figures} />
      {figures && figures.counts.total !== boxWordCount && (
        <p className="dj-hint">
          {t('deJargonizerEditor.wordCountsDiffer', { box: boxWordCount, measured: figures.counts.total })}
        </p>
      )}
      {figures && terms !== 'coming' && <TermsPart figures={figures} terms={terms} />}
      {keyTermsField((term) => found?.terms.keyTerms.find((use) => use.term === term.trim())?.uses)}
    </aside>
  );
}

/**
 * The table, score and gauge. Memoised: the page re-renders on every keystroke, while the
 * figures change only when the text's (deferred) analysis does.
 */
const FiguresView = memo(function FiguresView({ figures }: { figures: PanelFigures | null }) {
  const { t } = useTranslation('de-jargonizer');
  const rows = figures
    ? ([
        {
          key: 'common',
          className: undefined,
          count: figures.counts.common,
          percent: figures.percentages.common,
        },
        {
          key: 'mid',
          className: 'dj-band--mid',
          count: figures.counts.mid,
          percent: figures.percentages.mid,
        },
        {
          key: 'rare',
          className: 'dj-band--rare',
          count: figures.counts.rare,
          percent: figures.percentages.rare,
        },
      ] as const)
    : [];
  // A table of its own, not components/data-table.tsx: this panel comes with the De-Jargonizer's
  // first visit, which a chunk shared with the research and course pages would grow past its
  // budget (first-load.bench.ts).
  return figures ? (
    <>
      <table className="dj-table">
        <caption className="visually-hidden">{t('deJargonizer.result.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('deJargonizer.result.band')}</th>
            <th scope="col" className="dj-num">
              {t('deJargonizer.result.words')}
            </th>
            <th scope="col" className="dj-num">
              {t('deJargonizer.result.percent')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <span className={row.className}>{t(`deJargonizer.result.${row.key}`)}</span>
              </th>
              <td className="dj-num">{row.count}</td>
              <td className="dj-num">{row.percent}%</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('deJargonizer.result.total')}</th>
            <td className="dj-num">{figures.counts.total}</td>
            <td className="dj-num" />
          </tr>
        </tbody>
      </table>
      <p className="dj-score">{t('deJargonizer.result.score', { score: figures.score })}</p>
      <p className="dj-score-message">
        {t(isPraisedScore(figures.score) ? 'deJargonizer.result.praise' : 'deJargonizer.result.encourage')}
      </p>
      <Gauge rarePercent={figures.percentages.rare} />
    </>
  ) : (
    <p className="dj-status">{t('deJargonizerEditor.panelEmpty')}</p>
  );
});

/** The adjusted score, key terms and explained terms, or why they come only after START. */
const TermsPart = memo(function TermsPart({ figures, terms }: { figures: PanelFigures; terms: PanelTerms | null }) {
  const { t } = useTranslation('de-jargonizer');
  return terms ? (
    <terms.View terms={terms.terms} score={figures.score} text={terms.text} keyTermsShown="in-field" />
  ) : (
    <p className="dj-hint">{t('deJargonizerEditor.terms.afterStart')}</p>
  );
});
