// Work a change calls for, run just after the next frame is painted: not in the event, nor before
// that paint, so the frame shows the change as soon as a plain element would; several calls
// between two frames run it once.
import { useLayoutEffect, useRef } from 'react';

/** Returns a function that schedules the latest `run` for just after the next paint (at most one pending). */
export function useAfterNextPaint(run: () => void): () => void {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const frame = useRef<number | null>(null);
  const afterPaint = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLayoutEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      if (afterPaint.current !== null) clearTimeout(afterPaint.current);
    },
    [],
  );
  return () => {
    if (afterPaint.current !== null) return;
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      afterPaint.current = setTimeout(() => {
        afterPaint.current = null;
        latest.current();
      }, 0);
    });
  };
}
