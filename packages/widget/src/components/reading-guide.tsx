// The reading guide: shades the page above and below a 100 px band that follows the
// mouse vertically and, unlike the original, the keyboard focus too. Decorative for assistive
// technology (aria-hidden) and transparent to the pointer.
import { useEffect, useState } from 'react';

export const READING_GUIDE_GAP_PX = 100;

/** The band's top and bottom edges for a centre line, in viewport px. */
export function guideBand(centerY: number, gap: number = READING_GUIDE_GAP_PX): { top: number; bottom: number } {
  return { top: Math.max(0, centerY - gap / 2), bottom: centerY + gap / 2 };
}

export function ReadingGuide() {
  const [centerY, setCenterY] = useState(() => window.innerHeight / 2);
  useEffect(() => {
    let pendingFrame = 0;
    const onMouseMove = (event: MouseEvent) => {
      // The latest input wins: a focus measured after this move must not pull the band back.
      window.cancelAnimationFrame(pendingFrame);
      setCenterY(event.clientY);
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      // Measured on the next frame, after the browser has scrolled the focused element into view.
      window.cancelAnimationFrame(pendingFrame);
      pendingFrame = window.requestAnimationFrame(() => {
        const rect = target.getBoundingClientRect();
        setCenterY(rect.top + rect.height / 2);
      });
    };
    document.addEventListener('mousemove', onMouseMove);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.cancelAnimationFrame(pendingFrame);
      document.removeEventListener('mousemove', onMouseMove);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  const band = guideBand(centerY);
  return (
    <>
      <div className="a11yk-reading-guide" data-testid="reading-guide-top" aria-hidden="true" style={{ top: 0, height: `${band.top}px` }} />
      <div className="a11yk-reading-guide" data-testid="reading-guide-bottom" aria-hidden="true" style={{ top: `${band.bottom}px`, bottom: 0 }} />
    </>
  );
}
