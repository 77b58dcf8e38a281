// The Analyser's key terms (the writer's list) and what follows from them: the panel's key and
// explained terms with the adjusted score, what the editor marks, and the word popover's "key
// term" toggle. They follow the text live up to LONG_TEXT characters; a longer text gets them from
// START (the server's reply), as the measure's rules read the whole text.
import { useMemo, useState } from 'react';
import type { TextLines } from '@scicomm/jargon';
import { MAX_KEY_TERMS, readKeyTerms, scriptOfPeriod, termMarker, termsOf, wholeTextAnalysis } from '@scicomm/jargon';
import { withKeyTerm } from '../../../lib/key-term-check.ts';
import type { AnalysisReply } from '../api/types.ts';
import type { PanelTerms } from '../components/analysis-panel.tsx';
import type { KeyTermToggle } from '../components/word-popover.tsx';
import { LONG_TEXT } from './use-live-colours.ts';

interface AnalyserTermsInput {
  /** The lines measured with the current dictionary, for the whole text's words; null otherwise. */
  liveLines: TextLines | null;
  period: string;
  /** START's reply, and whether it is for the text and period shown. */
  recorded: AnalysisReply | null;
  recordedIsCurrent: boolean;
}

const keyOf = (terms: readonly { key: string }[]) => terms.map((term) => term.key).join('|');

export function useAnalyserTerms({ liveLines, period, recorded, recordedIsCurrent }: AnalyserTermsInput) {
  const [keyTerms, setKeyTerms] = useState<string[]>([]);
  const keyTermsKey = keyOf(readKeyTerms(keyTerms));
  const recordedTermsKey = recorded ? keyOf(recorded.terms.keyTerms) : null;
  const panelTerms = useMemo((): PanelTerms | null => {
    if (liveLines && liveLines.text.length <= LONG_TEXT) {
      const { keyTerms: uses, explainedTerms, adjusted } = termsOf(wholeTextAnalysis(liveLines), readKeyTerms(keyTerms));
      return { terms: { keyTerms: uses, explainedTerms, adjusted }, text: liveLines.text };
    }
    return recorded && recordedIsCurrent && recordedTermsKey === keyTermsKey ? { terms: recorded.terms, text: recorded.text } : null;
  }, [liveLines, keyTerms, recorded, recordedIsCurrent, recordedTermsKey, keyTermsKey]);
  // The editor marks the key terms and the explained terms in the text; the marker is made again
  // only when the terms change, not on every follow of the text (coloured-lines.ts).
  const explainedKey = panelTerms ? keyOf(panelTerms.terms.explainedTerms) : '';
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
