// The editor's text as the page renders it. The editor keeps the text itself and paints each
// keystroke at once; the page's copy (figures, word count, the saved copy) follows in a
// transition at most every FOLLOW_MS while the writer types, so a key never waits for the page
// to render. A text the page puts in (a file, Clear, a restored text) takes effect at once and
// raises the revision, which tells the editor to show it.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long the page's copy may trail the box while the writer types. */
export const FOLLOW_MS = 100;

export interface TypedText {
  /** The page's copy of the text: the box's text, or the box's text a moment ago. */
  readonly text: string;
  /** Goes up each time the page replaces the text. */
  readonly revision: number;
  /** The box's text now, for what must not trail it (recording, saving on leaving the page). */
  readonly latest: () => string;
  /** For the editor: the writer changed the text (called on every key; cheap). */
  readonly typed: (text: string) => void;
  /** Puts another text in the editor. */
  readonly replace: (text: string) => void;
}

export function useTypedText(initial: () => string, onFollow: (text: string) => void): TypedText {
  const [state, setState] = useState(() => ({ text: initial(), revision: 0 }));
  const latest = useRef(state.text);
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
    const text = latest.current;
    startTransition(() => {
      setState((current) => (current.text === text ? current : { ...current, text }));
      followed.current(text);
    });
  }, []);
  const typed = useCallback(
    (text: string) => {
      latest.current = text;
      timer.current ??= setTimeout(follow, FOLLOW_MS);
    },
    [follow],
  );
  const replace = useCallback((text: string) => {
    cancel();
    latest.current = text;
    setState((current) => ({ text, revision: current.revision + 1 }));
    followed.current(text);
  }, []);
  const latestText = useCallback(() => latest.current, []);
  useEffect(() => cancel, []);

  return { text: state.text, revision: state.revision, latest: latestText, typed, replace };
}
