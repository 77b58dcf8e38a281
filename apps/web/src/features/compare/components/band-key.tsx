// The key of the coloured texts: what each marking means.
import { useTranslation } from 'react-i18next';
import { ownColours } from '../../../lib/own-colours.ts';

export function BandKey() {
  const { t } = useTranslation('compare');
  return (
    <ul className="cmp-key" {...ownColours} aria-label={t('compare.key.label')}>
      <li>{t('compare.key.common')}</li>
      <li>
        <span className="cmp-band--mid">{t('compare.key.midSample')}</span> {t('compare.key.mid')}
      </li>
      <li>
        <span className="cmp-band--rare">{t('compare.key.rareSample')}</span> {t('compare.key.rare')}
      </li>
    </ul>
  );
}
