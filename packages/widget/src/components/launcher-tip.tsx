// The launcher's help tooltip (docs/product.md §2 "Buttons carry a help tooltip") without Radix Tooltip,
// which loads with the panel (lazy-panel.tsx): the text shows while the launcher is hovered or
// has keyboard focus (CSS in widget-styles.ts), and Escape hides it until the pointer or focus
// leaves (WCAG 1.4.13, dismissible). It repeats the button's accessible name, so it is hidden
// from assistive technology rather than read twice.
import { useState, type ReactNode } from 'react';

export function LauncherTip({ text, children }: { text: string; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div
      className="a11yk-launcher-wrap"
      data-tip-dismissed={dismissed ? 'true' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onPointerLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children}
      <span className="a11yk-tooltip a11yk-launcher-tip" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
