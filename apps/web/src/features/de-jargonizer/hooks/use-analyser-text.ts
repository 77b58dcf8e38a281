// The Analyser's text: what the editor holds as the page renders it (use-typed-text.ts), started
// from the example a link brought or the text kept for the tab, and kept for the tab as it changes
// (use-saved-text.ts). The prerendered page (docs/performance.md) holds an empty editor, so
// hydration starts from '' and the starting text comes in on the render right after it.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { readSavedText, useSavedText } from './use-saved-text.ts';
import { type TypedText, useTypedText } from './use-typed-text.ts';

/** `onFollow`: the page's copy of the text changed (typed, or replaced). */
export function useAnalyserText(onFollow: (text: string) => void): TypedText {
  const location = useLocation();
  const exampleText = (location.state as { text?: unknown } | null)?.text;
  const startingText = () => (typeof exampleText === 'string' ? exampleText : (readSavedText() ?? ''));
  const hydrated = useHydrated();
  const typedText = useTypedText(() => (hydrated ? startingText() : ''), onFollow);
  const [restored, setRestored] = useState(hydrated);
  if (hydrated && !restored) {
    setRestored(true);
    typedText.replace(startingText());
  }
  useSavedText(typedText.text, restored, typedText.latest);
  return typedText;
}
