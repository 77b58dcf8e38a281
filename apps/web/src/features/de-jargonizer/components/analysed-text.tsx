// A stored analysis shown again (the profile's task viewer, a shared task): its text coloured
// by band, rendered from the text and the period's dictionary with the measure's own code, so
// a long text stored without coloured HTML shows its colours too. Until the word list is there
// (or when it cannot be had) the text shows plain. Under it, the writer's key terms stored with it,
// the terms the text explains and its adjusted score, as the page showed them.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { analyze } from '@scicomm/jargon/classify';
import { readKeyTerms } from '@scicomm/jargon/key-term-reading';
import { termsOf } from '@scicomm/jargon/key-terms';
import { termMarker, type TermKind } from '@scicomm/jargon/term-marks';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import { usePeriodDictionary } from '../../../lib/de-jargonizer-api/get-period-dictionary.ts';
import { paintColouredText } from '../lib/coloured-dom.ts';
import { BandLegend } from './band-legend.tsx';
import { TermsView } from './terms-view.tsx';
import { ownColours } from '../../../lib/own-colours.ts';
import '../de-jargonizer.css';

interface AnalysedTextProps {
  text: string;
  period: string;
  /** The key terms stored with the analysis; null for one stored before key terms were kept. */
  keyTerms?: readonly string[] | null;
  className?: string;
  /** Runs after each painting of the text, for the page to add its own marks (a course's quoted passages). */
  afterPaint?: ((container: HTMLElement) => void) | undefined;
}

export function AnalysedText({ text, period, keyTerms = null, className, afterPaint }: AnalysedTextProps) {
  const { t } = useTranslation('de-jargonizer');
  const dictionary = usePeriodDictionary(period, text.trim() !== '');
  const analysis = useMemo(
    () => (dictionary.dictionary && text.trim() !== '' ? analyze(text, dictionary.dictionary) : null),
    [text, dictionary.dictionary],
  );
  // Its key terms, the terms it explains and the adjusted score (docs/de-jargonizer.md "Key terms
  // and explained terms"), worked out as the page does: the same adjusted score as there.
  const keyTermsKey = (keyTerms ?? []).join('\n');
  const terms = useMemo(() => {
    if (!analysis) return null;
    const { keyTerms: uses, explainedTerms, adjusted } = termsOf(analysis, readKeyTerms(keyTermsKey === '' ? [] : keyTermsKey.split('\n')));
    return { keyTerms: uses, explainedTerms, adjusted };
  }, [analysis, keyTermsKey]);
  // Key terms and explained terms keep their own style in the text, as in the editor.
  const termMarks = useMemo(
    () =>
      analysis && terms && (terms.explainedTerms.length > 0 || terms.keyTerms.length > 0)
        ? termMarker(
            scriptOfPeriod(analysis.period),
            terms.keyTerms.map((term) => term.key),
            terms.explainedTerms.map((term) => term.key),
          ).marksOf(analysis)
        : null,
    [analysis, terms],
  );
  const output = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!output.current) return;
    paintColouredText(output.current, analysis, text, termMarks);
    afterPaint?.(output.current);
  }, [analysis, text, termMarks, afterPaint]);
  return (
    <div className="dj-analysed">
      <BandLegend terms={legendTerms(terms)} />
      {dictionary.status === 'loading' && <p className="dj-status">{t('deJargonizer.live.loading')}</p>}
      <div
        ref={output}
        className={`dj-coloured${className ? ` ${className}` : ''}`}
        {...ownColours}
        dir="auto"
        data-testid="analysed-text"
        data-coloured={analysis ? 'true' : 'false'}
      />
      {analysis && terms && (
        <TermsView terms={terms} score={analysis.score} text={text} keyTermsShown={keyTerms === null ? 'not-stored' : 'listed'} />
      )}
    </div>
  );
}

/** The term styles the key above the text names: those the text shows. */
function legendTerms(terms: { keyTerms: readonly unknown[]; explainedTerms: readonly unknown[] } | null): TermKind[] {
  if (!terms) return [];
  const kinds: TermKind[] = [];
  if (terms.keyTerms.length > 0) kinds.push('key');
  if (terms.explainedTerms.length > 0) kinds.push('explained');
  return kinds;
}
