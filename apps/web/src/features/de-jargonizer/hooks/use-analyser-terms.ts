// The Analyser's key terms (the writer's list) and what follows from them: the panel's key and
// explained terms with the adjusted score, what the editor marks, and the word popover's "key
// term" toggle. They follow the text live up to LONG_TEXT characters; a longer text gets them from
// START (the server's reply), as the measure's rules read the whole text.
//
// The code that finds explained terms and the adjusted score (the jargon package's key-terms.ts,
// with the explanation cues: ~6.5 KB Brotli) and the view that shows them are fetched with the word
// list, when the writer reaches the text box or the file field or the page has text, not with the
// page (docs/performance.md): until they are in, the panel says nothing about the terms.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { MAX_KEY_TERMS } from '@scicomm/jargon/key-term-limits';
import { readKeyTerms } from '@scicomm/jargon/key-term-reading';
import type { termsOf } from '@scicomm/jargon/key-terms';
import { wholeTextAnalysis, type TextLines } from '@scicomm/jargon/line-analysis';
import { termMarker } from '@scicomm/jargon/term-marks';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import { withKeyTerm } from '../../../lib/key-term-check.ts';
import type { AnalysisReply } from '../api/types.ts';
import type { PanelTerms } from '../components/analysis-panel.tsx';
import type { TermsView } from '../components/terms-view.tsx';
import type { KeyTermToggle } from '../components/word-popover.tsx';
import { LONG_TEXT } from './use-live-colours.ts';

/** What the terms need beyond the page's first download. */
interface TermsCode {
  termsOf: typeof termsOf;
  TermsView: typeof TermsView;
}

/** The terms' code once fetched (a page made later has it on its first render), and its fetch. */
let loadedCode: TermsCode | null = null;
let loadingCode: Promise<TermsCode> | null = null;

function loadTermsCode(): Promise<TermsCode> {
  loadingCode ??= Promise.all([import('@scicomm/jargon/key-terms'), import('../components/terms-view.tsx')]).then(
    ([terms, view]) => (loadedCode = { termsOf: terms.termsOf, TermsView: view.TermsView }),
    (error: unknown) => {
      // Fetched again the next time it is wanted (after a dropped connection).
      loadingCode = null;
      throw error;
    },
  );
  return loadingCode;
}

/** The terms' code, fetched once `wanted`; null until it is in. */
function useTermsCode(wanted: boolean): TermsCode | null {
  const [code, setCode] = useState<TermsCode | null>(() => loadedCode);
  useEffect(() => {
    if (!wanted || code) return;
    let current = true;
    loadTermsCode().then(
      (loaded) => {
        if (current) setCode(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, code]);
  return code;
}

interface AnalyserTermsInput {
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

export function useAnalyserTerms({ liveLines, period, recorded, recordedIsCurrent, wanted }: AnalyserTermsInput) {
  const [keyTerms, setKeyTerms] = useState<string[]>([]);
  // A link may bring key terms with its text (a reader check's marked words, docs/reader-check.md);
  // taken after hydration, since the prerendered page has none.
  const broughtTerms = (useLocation().state as { keyTerms?: unknown } | null)?.keyTerms;
  useEffect(() => {
    if (Array.isArray(broughtTerms)) setKeyTerms(broughtTerms.filter((term): term is string => typeof term === 'string').slice(0, MAX_KEY_TERMS));
  }, [broughtTerms]);
  const keyTermsKey = keyOf(readKeyTerms(keyTerms));
  const recordedTermsKey = recorded ? keyOf(recorded.terms.keyTerms) : null;
  const code = useTermsCode(wanted || liveLines !== null);
  const panelTerms = useMemo((): PanelTerms | 'coming' | null => {
    if (liveLines && liveLines.text.length <= LONG_TEXT) {
      if (!code) return 'coming';
      const { keyTerms: uses, explainedTerms, adjusted } = code.termsOf(wholeTextAnalysis(liveLines), readKeyTerms(keyTerms));
      return { terms: { keyTerms: uses, explainedTerms, adjusted }, text: liveLines.text, View: code.TermsView };
    }
    if (!(recorded && recordedIsCurrent && recordedTermsKey === keyTermsKey)) return null;
    return code ? { terms: recorded.terms, text: recorded.text, View: code.TermsView } : 'coming';
  }, [code, liveLines, keyTerms, recorded, recordedIsCurrent, recordedTermsKey, keyTermsKey]);
  // The editor marks the key terms and the explained terms in the text; the marker is made again
  // only when the terms change, not on every follow of the text (coloured-lines.ts).
  const explainedKey = typeof panelTerms === 'object' && panelTerms ? keyOf(panelTerms.terms.explainedTerms) : '';
  const editorTerms = useMemo(
    () =>
      keyTermsKey === '' && explainedKey === ''
        ? null
        : termMarker(scriptOfPeriod(period), keyTermsKey === '' ? [] : keyTermsKey.split('|'), explainedKey === '' ? [] : explainedKey.split('|')),
    [period, keyTermsKey, explainedKey],
  );
  const keyTermToggle: KeyTermToggle = {
    isKeyTerm: (form) => readKeyTerms(keyTerms).some((term) => term.key === form),
    canAdd: keyTerms.length < MAX_KEY_TERMS,
    toggle: (word) => {
      const known = readKeyTerms(keyTerms).find((term) => term.key === word.form);
      if (known) {
        setKeyTerms(keyTerms.filter((term) => term !== known.term));
        return;
      }
      const next = withKeyTerm(keyTerms, word.written);
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
    recordedWithTheseTerms: recordedTermsKey === keyTermsKey,
  };
}
