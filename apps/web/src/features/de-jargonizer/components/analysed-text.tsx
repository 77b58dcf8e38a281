// A stored analysis shown again (the profile's task viewer, a shared task): its text coloured
// by band, rendered from the text and the period's dictionary with the measure's own code, so
// a long text stored without coloured HTML shows its colours too. Until the word list is there
// (or when it cannot be had) the text shows plain.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { analyze } from '@scicomm/jargon';
import { usePeriodDictionary } from '../api/queries.ts';
import { paintColouredText } from '../coloured-dom.ts';
import { BandLegend } from './band-legend.tsx';
import { ownColours } from '../../../lib/own-colours.ts';
import '../de-jargonizer.css';
import '../../../lib/strings/de-jargonizer.ts';

export function AnalysedText({ text, period, className }: { text: string; period: string; className?: string }) {
  const { t } = useTranslation();
  const dictionary = usePeriodDictionary(period, text.trim() !== '');
  const analysis = useMemo(
    () => (dictionary.dictionary && text.trim() !== '' ? analyze(text, dictionary.dictionary) : null),
    [text, dictionary.dictionary],
  );
  const output = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (output.current) paintColouredText(output.current, analysis, text);
  }, [analysis, text]);
  return (
    <div className="dj-analysed">
      <BandLegend />
      {dictionary.status === 'loading' && <p className="dj-status">{t('deJargonizer.live.loading')}</p>}
      <div
        ref={output}
        className={`dj-coloured${className ? ` ${className}` : ''}`}
        {...ownColours}
        dir="auto"
        data-testid="analysed-text"
        data-coloured={analysis ? 'true' : 'false'}
      />
    </div>
  );
}
