// A change shown with an arrow, a sign and words for screen readers, never by colour alone
// (WCAG 1.4.1): "▲ +7" rose, "▼ −3" fell, "= 0" unchanged; the colour (better or worse) only
// repeats what the arrow says.
import { useTranslation } from 'react-i18next';
import { ARROWS, formatSigned, trendOf, verdictOf, type Tone } from '../lib/format.ts';

interface ChangeValueProps {
  value: number;
  tone: Tone;
  /** A suffix such as " pp" for percentage points. */
  unit?: string;
  digits?: number;
}

export function ChangeValue({ value, tone, unit = '', digits = 0 }: ChangeValueProps) {
  const { t, i18n } = useTranslation('compare');
  const trend = trendOf(value);
  const verdict = verdictOf(value, tone);
  return (
    <span className={`cmp-change cmp-change--${verdict}`}>
      <span aria-hidden="true" className="cmp-arrow">
        {ARROWS[trend]}
      </span>{' '}
      <bdi>
        {formatSigned(value, i18n.language, digits)}
        {unit}
      </bdi>
      <span className="visually-hidden">
        {' '}
        ({t(`compare.trend.${trend}`)}
        {verdict !== 'neutral' ? `, ${t(`compare.verdict.${verdict}`)}` : ''})
      </span>
    </span>
  );
}
