// A rare word the revision kept: its simpler alternatives, and on request the word's details
// from the De-Jargonizer (how often BBC news used it each year), as a table.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alternative } from '@scicomm/shared/compare-api';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useWordDetails } from '../../../lib/de-jargonizer-api/get-word-details.ts';
import { formatNumber } from '../lib/format.ts';

interface KeptWordProps {
  word: string;
  simpler: readonly Alternative[];
  period: string;
  direction: 'ltr' | 'rtl';
}

export function KeptWord({ word, simpler, period, direction }: KeptWordProps) {
  const { t, i18n } = useTranslation(['compare', 'server-errors']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const details = useWordDetails(word, period, open);
  return (
    <li>
      <bdi className="cmp-band--rare" dir={direction}>
        {word}
      </bdi>
      {': '}
      {simpler.length > 0
        ? t('compare.result.simpler', { words: simpler.map((option) => option.word).join(', ') })
        : t('compare.result.noSimpler')}{' '}
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((value) => !value)}
      >
        {t('compare.result.details', { word })}
      </button>
      <div id={`${id}-details`} hidden={!open} className="cmp-word-details">
        {open && details.isPending && <p role="status">{t('compare.result.detailsLoading')}</p>}
        {open && details.error && (
          <p role="alert" className="cmp-field-error">
            {serverErrorText(i18n, details.error, t('compare.unexpected'))}
          </p>
        )}
        {open && details.data && (
          <table className="cmp-table cmp-table--small">
            <caption>{t('compare.result.frequencyCaption', { word })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('compare.result.year')}</th>
                <th scope="col" className="cmp-num">{t('compare.result.perMillion')}</th>
              </tr>
            </thead>
            <tbody>
              {details.data.years.map((year) => (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td className="cmp-num">{formatNumber(year.perMillion, i18n.language, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </li>
  );
}
