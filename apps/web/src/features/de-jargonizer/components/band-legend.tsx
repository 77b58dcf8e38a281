// The key to the colours and the second, non-colour cues (underline style, a box), with the
// styles of key terms and explained terms where the text shows them.
import { useTranslation } from 'react-i18next';
import type { TermKind } from '@scicomm/jargon/term-marks';
import { ownColours } from '../../../lib/own-colours.ts';

export function BandLegend({ terms = [] }: { terms?: readonly TermKind[] }) {
  const { t } = useTranslation('de-jargonizer');
  return (
    <ul className="dj-legend" {...ownColours} aria-label={t('deJargonizer.legend.label')}>
      <li>{t('deJargonizer.legend.common')}</li>
      <li>
        <span className="dj-band--mid">{t('deJargonizer.legend.mid')}</span>
      </li>
      <li>
        <span className="dj-band--rare">{t('deJargonizer.legend.rare')}</span>
      </li>
      {terms.includes('key') && (
        <li>
          <span className="dj-term--key">{t('deJargonizer.legend.keyTerm')}</span>
        </li>
      )}
      {terms.includes('explained') && (
        <li>
          <span className="dj-term--explained">{t('deJargonizer.legend.explained')}</span>
        </li>
      )}
    </ul>
  );
}
