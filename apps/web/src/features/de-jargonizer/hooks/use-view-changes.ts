// Calls `changed` once a frame while the view over an element moves: the page, or a box the element
// sits in, scrolls; the window or the element is resized (a text size, spacing or zoom from the
// widget, a line more). The editor draws its colours for the text in view (word-highlights.ts).
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

export function useViewChanges(element: RefObject<HTMLElement | null>, changed: () => void): void {
  const onChange = useEffectEvent(changed);
  useLayoutEffect(() => {
    let frame: number | null = null;
    const schedule = () => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        onChange();
      });
    };
    // Capture: a scroll of any scrolling box the element sits in, not only the page's.
    addEventListener('scroll', schedule, { capture: true, passive: true });
    addEventListener('resize', schedule, { passive: true });
    const resized = typeof ResizeObserver === 'function' && element.current ? new ResizeObserver(schedule) : null;
    if (element.current) resized?.observe(element.current);
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      removeEventListener('scroll', schedule, { capture: true });
      removeEventListener('resize', schedule);
      resized?.disconnect();
    };
  }, [element]);
}
