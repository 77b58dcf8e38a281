// Several reader checks side by side (docs/reader-check.md "Comparing checks"): one column per
// check, one row per figure, and with two checks the change from the first to the second.
import { useTranslation } from 'react-i18next';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { FIGURE_KEYS, figuresOf, SHARE_FIGURES, type CheckFigures } from '../lib/check-figures.ts';

function shown(key: keyof CheckFigures, value: number | null): string {
  if (value === null) return '—';
  if (SHARE_FIGURES.has(key)) return `${Math.round(value * 100)} %`;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function change(key: keyof CheckFigures, before: number | null, after: number | null, points: (value: string) => string): string {
  if (before === null || after === null) return '—';
  const difference = after - before;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  const size = Math.abs(difference);
  return SHARE_FIGURES.has(key) ? points(`${sign}${Math.round(size * 100)}`) : `${sign}${Number.isInteger(size) ? size : size.toFixed(1)}`;
}

export function CompareChecks({ checks }: { checks: readonly ReaderCheckResults[] }) {
  const { t } = useTranslation('reader-check');
  const figures = checks.map(figuresOf);
  const [first, second] = figures;
  const pair = figures.length === 2 && first && second;
  return (
    <div className="rc-table-wrap">
      <table className="rc-table" data-testid="compare-checks">
        <caption>{t('readerCheck.compare.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('readerCheck.compare.figure')}</th>
            {checks.map((check) => (
              <th scope="col" key={check.check.id}>
                {check.check.title}
                <br />
                <span className="field__hint">{new Date(check.check.createdAt).toLocaleDateString()}</span>
              </th>
            ))}
            {pair && <th scope="col">{t('readerCheck.compare.change')}</th>}
          </tr>
        </thead>
        <tbody>
          {FIGURE_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`readerCheck.compare.figures.${key}`)}</th>
              {figures.map((figure, i) => (
                <td key={i}>{shown(key, figure[key])}</td>
              ))}
              {pair && <td>{change(key, first[key], second[key], (value) => t('readerCheck.compare.points', { value }))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
