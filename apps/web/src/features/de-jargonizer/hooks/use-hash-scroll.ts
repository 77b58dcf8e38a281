// Hash links on the information pages (docs/product.md §2, §9): scroll to the element with the id, 100 px
// below the top so the sticky header does not cover it, and move focus there so keyboard and
// screen-reader users land where they asked to go.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const ANCHOR_OFFSET_PX = 100;

export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
      target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
