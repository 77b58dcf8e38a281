// A stored analysis shown again (the profile's task viewer, a shared task): its text coloured
// by band, rendered from the text and the period's dictionary with the measure's own code, so
// a long text stored without coloured HTML shows its colours too. Until the word list is there
// (or when it cannot be had) the text shows plain. Under it, the terms the text explains and its
// adjusted score.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { analyze, scriptOfPeriod, termMarker, termsOf } from '@scicomm/jargon';
import { usePeriodDictionary } from '../api/queries.ts';
import { paintColouredText } from '../coloured-dom.ts';
import { BandLegend } from './band-legend.tsx';
import { TermsView } from './terms-view.tsx';
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
  // The terms it explains and the adjusted score (docs/de-jargonizer.md "Key terms and explained
  // terms"); key terms are not stored with an analysis, so only explained terms are left out.
  const terms = useMemo(() => {
    if (!analysis) return null;
    const { keyTerms, explainedTerms, adjusted } = termsOf(analysis);
    return { keyTerms, explainedTerms, adjusted };
  }, [analysis]);
  // The explained terms keep their own style in the text, as in the editor.
  const termMarks = useMemo(
    () =>
      analysis && terms && terms.explainedTerms.length > 0
        ? termMarker(scriptOfPeriod(analysis.period), [], terms.explainedTerms.map((term) => term.key)).marksOf(analysis)
        : null,
    [analysis, terms],
  );
  const output = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (output.current) paintColouredText(output.current, analysis, text, termMarks);
  }, [analysis, text, termMarks]);
  return (
    <div className="dj-analysed">
      <BandLegend terms={termMarks ? ['explained'] : []} />
      {dictionary.status === 'loading' && <p className="dj-status">{t('deJargonizer.live.loading')}</p>}
      <div
        ref={output}
        className={`dj-coloured${className ? ` ${className}` : ''}`}
        {...ownColours}
        dir="auto"
        data-testid="analysed-text"
        data-coloured={analysis ? 'true' : 'false'}
      />
      {analysis && terms && <TermsView terms={terms} score={analysis.score} text={text} keyTermsShown="not-stored" />}
    </div>
  );
}
