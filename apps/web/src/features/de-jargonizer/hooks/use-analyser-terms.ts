// The Analyser's key terms (the writer's list) and what follows from them: the panel's key and
// explained terms with the adjusted score, what the editor marks, and the word popover's "key
// term" toggle. They follow the text live up to LONG_TEXT characters; a longer text gets them from
// START (the server's reply), as the measure's rules read the whole text.
//
// The code that finds explained terms and the adjusted score (the jargon package's key-terms.ts,
// with the explanation cues: ~6.5 KB Brotli) and the view that shows them are fetched with the word
// list, when the writer reaches the text box or the file field or the page has text, not with the
// page (docs/performance.md): until they are in, the panel says nothing about the terms. So is the
// reading of the key terms (the measure's, lib/live-measure.ts): until it is in, nothing is marked.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { MAX_KEY_TERMS } from '@scicomm/jargon/key-term-limits';
import type { KeyTerm } from '@scicomm/jargon/key-term-reading';
import type { termsOf } from '@scicomm/jargon/key-terms';
import type { TextLines } from '@scicomm/jargon/line-analysis';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import type { AnalysisReply } from '../../../lib/de-jargonizer-api/types.ts';
import type { PanelTerms } from '../components/analysis-panel.tsx';
import type { TermsView } from '../components/terms-view.tsx';
import type { KeyTermToggle } from '../components/word-popover.tsx';
import { codeWhenWanted } from '../lib/code-when-wanted.ts';
import { LONG_TEXT, type LiveMeasure } from './use-live-colours.ts';

/** What the terms need beyond the page's first download. */
interface TermsCode {
  termsOf: typeof termsOf;
  TermsView: typeof TermsView;
}

const termsCode = codeWhenWanted(
  (): Promise<TermsCode> =>
    Promise.all([import('@scicomm/jargon/key-terms'), import('../components/terms-view.tsx')]).then(([terms, view]) => ({
      termsOf: terms.termsOf,
      TermsView: view.TermsView,
    })),
);

interface AnalyserTermsInput {
  /** The measure's code (live-measure.ts), null until it is fetched with the word list. */
  liveMeasure: LiveMeasure | null;
  /** The lines measured with the current dictionary, for the whole text's words; null otherwise. */
  liveLines: TextLines | null;
  period: string;
  /** START's reply, and whether it is for the text and period shown. */
  recorded: AnalysisReply | null;
  recordedIsCurrent: boolean;
  /** The writer is about to write, or the page has text: the terms' code is fetched then. */
  wanted: boolean;
}

const keyOf = (terms: readonly { key: string }[]) => terms.map((term) => term.key).join('|');

export function useAnalyserTerms({ liveMeasure, liveLines, period, recorded, recordedIsCurrent, wanted }: AnalyserTermsInput) {
  const [keyTerms, setKeyTerms] = useState<string[]>([]);
  // A link may bring key terms with its text (a reader check's marked words, docs/reader-check.md);
  // taken after hydration, since the prerendered page has none.
  const broughtTerms = (useLocation().state as { keyTerms?: unknown } | null)?.keyTerms;
  useEffect(() => {
    if (Array.isArray(broughtTerms)) setKeyTerms(broughtTerms.filter((term): term is string => typeof term === 'string').slice(0, MAX_KEY_TERMS));
  }, [broughtTerms]);
  // The terms as the measure reads them: unknown (null) until its code is in, unless there are none.
  const readTerms = useMemo((): readonly KeyTerm[] | null => (keyTerms.length === 0 ? [] : (liveMeasure?.readKeyTerms(keyTerms) ?? null)), [liveMeasure, keyTerms]);
  const keyTermsKey = readTerms ? keyOf(readTerms) : null;
  const recordedTermsKey = recorded ? keyOf(recorded.terms.keyTerms) : null;
  const code = termsCode.useCode(wanted || liveLines !== null);
  const panelTerms = useMemo((): PanelTerms | 'coming' | null => {
    if (liveMeasure && readTerms && liveLines && liveLines.text.length <= LONG_TEXT) {
      if (!code) return 'coming';
      const { keyTerms: uses, explainedTerms, adjusted } = code.termsOf(liveMeasure.wholeTextAnalysis(liveLines), readTerms);
      return { terms: { keyTerms: uses, explainedTerms, adjusted }, text: liveLines.text, View: code.TermsView };
    }
    if (!(recorded && recordedIsCurrent && recordedTermsKey === keyTermsKey)) return null;
    return code ? { terms: recorded.terms, text: recorded.text, View: code.TermsView } : 'coming';
  }, [code, liveMeasure, liveLines, readTerms, recorded, recordedIsCurrent, recordedTermsKey, keyTermsKey]);
  // The editor marks the key terms and the explained terms in the text; the marker is made again
  // only when the terms change, not on every follow of the text (word-highlights.ts).
  const explainedKey = typeof panelTerms === 'object' && panelTerms ? keyOf(panelTerms.terms.explainedTerms) : '';
  const editorTerms = useMemo(() => {
    if (!liveMeasure || keyTermsKey === null || (keyTermsKey === '' && explainedKey === '')) return null;
    return liveMeasure.termMarker(scriptOfPeriod(period), keyTermsKey === '' ? [] : keyTermsKey.split('|'), explainedKey === '' ? [] : explainedKey.split('|'));
  }, [liveMeasure, period, keyTermsKey, explainedKey]);
  // A word's popover opens on a coloured word, so the measure's code is in by then.
  const keyTermToggle: KeyTermToggle = {
    isKeyTerm: (form) => readTerms?.some((term) => term.key === form) ?? false,
    canAdd: keyTerms.length < MAX_KEY_TERMS,
    toggle: (word) => {
      if (!liveMeasure || !readTerms) return;
      const known = readTerms.find((term) => term.key === word.form);
      if (known) {
        setKeyTerms(keyTerms.filter((term) => term !== known.term));
        return;
      }
      const next = liveMeasure.withKeyTerm(keyTerms, word.written);
      if ('terms' in next) setKeyTerms(next.terms);
    },
  };
  return {
    keyTerms,
    setKeyTerms,
    panelTerms,
    editorTerms,
    keyTermToggle,
    /** START's reply was for the key terms as they are now. */
    recordedWithTheseTerms: recorded !== null && recordedTermsKey === keyTermsKey,
  };
}
