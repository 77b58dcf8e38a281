// The key to the colours and the second, non-colour cues (underline style, weight).
import { useTranslation } from 'react-i18next';
import { ownColours } from '../../../lib/own-colours.ts';
import '../../../lib/strings/de-jargonizer.ts';

export function BandLegend() {
  const { t } = useTranslation();
  return (
    <ul className="dj-legend" {...ownColours} aria-label={t('deJargonizer.legend.label')}>
      <li>{t('deJargonizer.legend.common')}</li>
      <li>
        <span className="dj-band--mid">{t('deJargonizer.legend.mid')}</span>
      </li>
      <li>
        <span className="dj-band--rare">{t('deJargonizer.legend.rare')}</span>
      </li>
    </ul>
  );
}
