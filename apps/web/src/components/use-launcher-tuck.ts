// On phones the accessibility launcher has no column of its own and sits over the content
// (launcher-room.css): while the reader scrolls down it steps below the screen's edge. It comes
// back near the page's top, when it takes focus, and when the reader scrolls up or nears the
// page's end (where the footer keeps room for it) — then only where no text, cell, bubble or
// control lies under its spot: scrolling up to a chat's last bubble at the screen's foot, it came
// back over the bubble's corner. Wide screens ignore the mark: the launcher is beside the content.
import { useEffect } from 'react';

/** The mark on <html> that launcher-room.css reads. */
export const LAUNCHER_TUCKED = 'data-launcher-tucked';

/** Scrolling less than this (px) changes nothing: a finger's jitter. */
const STEADY = 8;
/** Within this much (px) of the page's top or end the launcher stays. */
const EDGE = 96;
/** The launcher's size and its distance from the screen's bottom corner on phones (launcher-room.css). */
const SIZE = 48;
const INSET = 8;

/** What the reader reads or uses: the launcher does not come back over one of these. */
const CONTENT =
  'main :is(p, li, td, th, dd, dt, h1, h2, h3, h4, label, pre, blockquote, figure, img, svg, canvas, input, textarea, [role="textbox"], select, button, a, .chat-bubble, .task-message)';

/** Whether content lies under the launcher's spot (where it is when shown). */
function contentUnderLauncher(): boolean {
  const launcher = document.querySelector('#accessibilik-root .a11yk-launcher');
  if (!launcher || typeof document.elementsFromPoint !== 'function') return false;
  // Its inline position is its own (start or end side); it only ever moves down.
  const { left } = launcher.getBoundingClientRect();
  const top = window.innerHeight - INSET - SIZE;
  // A grid over its whole box, edges included: a bubble's last few pixels under its rim count.
  const steps = [2, SIZE / 2, SIZE - 2];
  return steps.some((y) =>
    steps.some((x) =>
      document.elementsFromPoint(left + x, top + y).some((element) => !element.closest('#accessibilik-root') && element.matches(CONTENT)),
    ),
  );
}

export function useLauncherTuck(): void {
  useEffect(() => {
    const root = document.documentElement;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const nearTop = y < EDGE;
      const nearEnd = y + window.innerHeight > root.scrollHeight - EDGE;
      if (nearTop) root.removeAttribute(LAUNCHER_TUCKED);
      else if (nearEnd || y < last - STEADY) {
        if (contentUnderLauncher()) root.setAttribute(LAUNCHER_TUCKED, '');
        else root.removeAttribute(LAUNCHER_TUCKED);
      } else if (y > last + STEADY) root.setAttribute(LAUNCHER_TUCKED, '');
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
