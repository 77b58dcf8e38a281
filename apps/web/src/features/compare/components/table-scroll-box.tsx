// A table wider than its card scrolls sideways in a box of its own, focusable so that the keyboard
// scrolls it too (docs/compare.md). A phone shows no scroll bar until the table is touched, so
// while it is wider than the box a line above it says so and the edges it scrolls towards are
// shaded; on a screen wide enough for the whole table neither shows.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function TableScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('compare');
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {overflows && (
        <p id={hintId} className="cmp-scroll-hint">
          <span aria-hidden="true">⇆ </span>
          {t('compare.scrollHint')}
        </p>
      )}
      <div
        ref={box}
        className={overflows ? 'cmp-table-wrap cmp-table-wrap--overflows' : 'cmp-table-wrap'}
        role="group"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
