// Where focus goes when what had it goes away (a dialog closed, a form done, a page left for
// another): to the main heading of the view now shown, so that a keyboard or screen reader user
// goes on from its top instead of from the page's body (docs/site-chrome.md "Focus").
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const HEADING = '#main-content h1';

/** Focuses the page's main heading (focusable by script only); false when there is none yet. */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>(HEADING);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/** The navigation state that asks the next page to take focus to its heading (`navigate(path, { state })`). */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

/**
 * In the layout: after a navigation with FOCUS_HEADING_STATE, focus goes to the new page's heading
 * as soon as it is in the page (a lazy page's code may still be on its way).
 */
export function useFocusHeadingOnArrival(): void {
  const location = useLocation();
  const asked = (location.state as { focusHeading?: unknown } | null)?.focusHeading === true;
  useEffect(() => {
    if (!asked || focusPageHeading()) return undefined;
    const main = document.getElementById('main-content');
    if (!main) return undefined;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [asked, location.key]);
}
