// The live colouring under the text box. The words are written straight into the DOM (text
// nodes and one <span> per mid-frequency or rare word, never HTML strings), which keeps an
// update of a 2,000-word text well under a frame; the summary line is ordinary React.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '@scicomm/jargon';
import type { PeriodDictionaryState } from '../api/get-period-dictionary.ts';
import { useLiveAnalysis } from '../hooks/use-live-analysis.ts';

function paint(container: HTMLElement, analysis: Analysis | null): void {
  if (!analysis) {
    container.replaceChildren();
    return;
  }
  const { text, wordStarts, wordEnds, wordBands } = analysis;
  const fragment = document.createDocumentFragment();
  let plainFrom = 0;
  for (let index = 0; index < wordBands.length; index++) {
    const band = wordBands[index];
    if (band === 'common') continue;
    const start = wordStarts[index] ?? plainFrom;
    const end = wordEnds[index] ?? start;
    if (start > plainFrom) fragment.append(text.slice(plainFrom, start));
    const span = document.createElement('span');
    span.className = `dj-band--${band}`;
    span.textContent = text.slice(start, end);
    fragment.append(span);
    plainFrom = end;
  }
  if (plainFrom < text.length) fragment.append(text.slice(plainFrom));
  container.replaceChildren(fragment);
}

interface LivePreviewProps {
  text: string;
  state: PeriodDictionaryState;
  direction: 'ltr' | 'rtl';
}

export function LivePreview({ text, state, direction }: LivePreviewProps) {
  const { t } = useTranslation();
  const analysis = useLiveAnalysis(text, state.dictionary);
  const output = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (output.current) paint(output.current, analysis);
  }, [analysis]);

  return (
    <section className="dj-live" aria-labelledby="dj-live-title">
      <h2 id="dj-live-title">{t('deJargonizer.live.title')}</h2>
      {state.status === 'loading' && <p className="dj-status">{t('deJargonizer.live.loading')}</p>}
      {state.status === 'error' && <p className="dj-status">{t('deJargonizer.live.failed')}</p>}
      {state.status === 'ready' && !analysis && (
        <p className="dj-status">{t('deJargonizer.live.empty')}</p>
      )}
      <div
        ref={output}
        className="dj-coloured dj-live-text"
        dir={direction}
        hidden={!analysis}
        data-testid="live-text"
      />
      {analysis && (
        <p className="dj-live-summary">
          {t('deJargonizer.live.summary', {
            total: analysis.counts.total,
            common: analysis.percentages.common,
            mid: analysis.percentages.mid,
            rare: analysis.percentages.rare,
            score: analysis.score,
          })}{' '}
          {t('deJargonizer.live.note')}
        </p>
      )}
    </section>
  );
}
