// The group comparison as one CSV (docs/compare.md "CSV"): a row per pair (before, after and
// change of the score, rare %, mid-frequency %, common % and words, and any error), then the
// files that found no pair, then the statistics of each measure. UTF-8 with a byte-order mark
// and CRLF lines, cells quoted and formulas defused as in every CSV of the site (file-formats/csv.ts).
import type { ComparedPair, GroupComparison, GroupMeasure } from '@scicomm/shared/compare-api';
import { csvCell } from '../file-formats/csv.ts';

const MEASURE_LABELS: Record<GroupMeasure, string> = {
  score: 'Score',
  rarePercent: 'Rare %',
  midPercent: 'Mid-Frequency %',
  words: 'Number Of Words',
  adjustedScore: 'Adjusted Score',
  explainedTerms: 'Explained Terms',
};

const PAIR_MEASURES = [
  { label: 'Score', figure: 'score', change: 'score' },
  { label: 'Rare %', figure: 'rarePercent', change: 'rarePercent' },
  { label: 'Mid-Frequency %', figure: 'midPercent', change: 'midPercent' },
  { label: 'Common %', figure: 'commonPercent', change: 'commonPercent' },
  { label: 'Number Of Words', figure: 'words', change: 'words' },
  // After the original figures, so their columns keep their places.
  { label: 'Adjusted Score', figure: 'adjustedScore', change: 'adjustedScore' },
  { label: 'Explained Terms', figure: 'explainedTerms', change: 'explainedTerms' },
] as const;

/** Rounded for a spreadsheet: statistics to 4 decimals, p-values to 6 significant digits. */
const decimals = (value: number | null | undefined, places = 4) =>
  value === null || value === undefined ? null : Number(value.toFixed(places));
const pValue = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Number(value.toPrecision(6));

const line = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(',');

function pairLine(pair: ComparedPair): string {
  const figures = PAIR_MEASURES.flatMap(({ figure, change }) => [
    pair.before?.[figure] ?? null,
    pair.after?.[figure] ?? null,
    pair.change?.[change] ?? null,
  ]);
  const errors = [
    pair.beforeError ? `Before: ${pair.beforeError}` : '',
    pair.afterError ? `After: ${pair.afterError}` : '',
  ].filter(Boolean);
  return line([pair.name, pair.beforeFile, pair.afterFile, ...figures, errors.join(' ') || null]);
}

export function comparisonCsv(comparison: Omit<GroupComparison, 'csv'>): string {
  const lines = [
    line([
      'Name',
      'Before File',
      'After File',
      ...PAIR_MEASURES.flatMap(({ label }) => [`${label} Before`, `${label} After`, `${label} Change`]),
      'Error',
    ]),
    ...comparison.pairs.map(pairLine),
    '',
    line(['Files Without A Pair', 'Set', 'Reason']),
    ...comparison.unpaired.map((file) =>
      line([file.fileName, file.set === 'before' ? 'Before' : 'After', file.reason === 'duplicate' ? 'Name used twice in its set' : 'No file of that name in the other set']),
    ),
    '',
    line([
      'Measure',
      'Pairs',
      'Mean Before',
      'Mean After',
      'Mean Change',
      '95% CI Lower',
      '95% CI Upper',
      'Median Change',
      'Wilcoxon V',
      'Non-Zero Changes',
      'Zero Changes',
      'Wilcoxon p (two-sided)',
      'p Method',
    ]),
    ...(Object.keys(MEASURE_LABELS) as GroupMeasure[]).map((measure) => {
      const summary = comparison.summary[measure];
      return line([
        MEASURE_LABELS[measure],
        summary.n,
        decimals(summary.meanBefore),
        decimals(summary.meanAfter),
        decimals(summary.meanChange),
        decimals(summary.ci95?.lower),
        decimals(summary.ci95?.upper),
        decimals(summary.medianChange),
        summary.wilcoxon?.statistic ?? null,
        summary.wilcoxon?.n ?? null,
        summary.wilcoxon?.zeros ?? null,
        pValue(summary.wilcoxon?.pValue),
        summary.wilcoxon?.method ?? null,
      ]);
    }),
    line([`Period: ${comparison.period}`]),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
