// On phones the accessibility launcher has no column of its own and sits over the content
// (launcher-room.css): while the reader scrolls down it steps below the screen's edge, and it
// comes back when they scroll up, near the page's top or end (where the footer keeps room for
// it), or when it takes focus. Wide screens ignore the mark: the launcher is beside the content.
import { useEffect } from 'react';

/** The mark on <html> that launcher-room.css reads. */
export const LAUNCHER_TUCKED = 'data-launcher-tucked';

/** Scrolling less than this (px) changes nothing: a finger's jitter. */
const STEADY = 8;
/** Within this much (px) of the page's top or end the launcher stays. */
const EDGE = 96;

export function useLauncherTuck(): void {
  useEffect(() => {
    const root = document.documentElement;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const nearEdge = y < EDGE || y + window.innerHeight > root.scrollHeight - EDGE;
      if (nearEdge || y < last - STEADY) root.removeAttribute(LAUNCHER_TUCKED);
      else if (y > last + STEADY) root.setAttribute(LAUNCHER_TUCKED, '');
      else return;
      last = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      root.removeAttribute(LAUNCHER_TUCKED);
    };
  }, []);
}
