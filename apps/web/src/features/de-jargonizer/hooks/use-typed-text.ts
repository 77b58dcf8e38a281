// The editor's text as the page renders it. The editor keeps the text itself, measures it and
// paints each keystroke at once; the page's copy (the text and its measured lines, from which come
// the figures, the word count and the saved copy) follows in a transition once the keys pause for
// FOLLOW_MS: the page renders in the gaps between keys, never while they come faster than that, so
// a key never shares its frame with the page's render. (It used to follow at least once a second
// while the keys did not pause: at 20,000 words that render held every key typed during it, and
// the keys reached the screen in bursts a second apart.) A text the page puts in (a file, Clear, a
// restored text) takes effect at once and raises the revision, which tells the editor to show it.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TextLines } from '@scicomm/jargon/line-analysis';

/** The pause in typing after which the page's copy follows the box. */
export const FOLLOW_MS = 100;

export interface TypedText {
  /** The page's copy of the text: the box's text, or the box's text a moment ago. */
  readonly text: string;
  /** The lines of `text` as the editor measured them, or null (not measured, or nothing to measure with). */
  readonly lines: TextLines | null;
  /** Goes up each time the page replaces the text. */
  readonly revision: number;
  /** The box's text now, for what must not trail it (recording, saving on leaving the page). */
  readonly latest: () => string;
  /** For the editor: the writer changed the text (called on every key; cheap). */
  readonly typed: (text: string) => void;
  /** For the editor: the box's text has been measured; the page follows it. */
  readonly measured: (text: string, lines: TextLines | null) => void;
  /** Puts another text in the editor. */
  readonly replace: (text: string) => void;
}

interface Copy {
  text: string;
  lines: TextLines | null;
  revision: number;
}

export function useTypedText(initial: () => string, onFollow: (text: string) => void): TypedText {
  const [copy, setCopy] = useState<Copy>(() => ({ text: initial(), lines: null, revision: 0 }));
  const latest = useRef(copy.text);
  const lastMeasured = useRef<{ text: string; lines: TextLines | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const followed = useRef(onFollow);
  useLayoutEffect(() => {
    followed.current = onFollow;
  });

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const follow = useCallback(() => {
    timer.current = null;
    const next = lastMeasured.current;
    if (!next) return;
    startTransition(() => {
      setCopy((current) => (current.text === next.text && current.lines === next.lines ? current : { ...current, ...next }));
      followed.current(next.text);
    });
  }, []);
  const typed = useCallback((text: string) => {
    latest.current = text;
  }, []);
  const measured = useCallback(
    (text: string, lines: TextLines | null) => {
      lastMeasured.current = { text, lines };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(follow, FOLLOW_MS);
    },
    [follow],
  );
  const replace = useCallback((text: string) => {
    cancel();
    latest.current = text;
    lastMeasured.current = null;
    setCopy((current) => ({ text, lines: null, revision: current.revision + 1 }));
    followed.current(text);
  }, []);
  const latestText = useCallback(() => latest.current, []);
  useEffect(() => cancel, []);

  return { text: copy.text, lines: copy.lines, revision: copy.revision, latest: latestText, typed, measured, replace };
}
