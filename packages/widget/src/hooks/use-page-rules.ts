// Keeps the page's classes and style sheets in step with the settings. Runs as a layout effect
// so a restored setting shows on the first paint; the host's root font size is captured once,
// before any scaling. Unmounting the widget restores the page.
import { useLayoutEffect, useRef } from 'react';
import { applyPageRules, captureBaseRootFontSize, removePageRules } from '../page-effects/apply-page-rules.ts';
import { pageRules } from '../page-effects/page-rules.ts';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';

export function usePageRules(settings: AccessibilitySettings): void {
  const baseRootFontSize = useRef<number | null>(null);
  useLayoutEffect(() => {
    baseRootFontSize.current ??= captureBaseRootFontSize(document);
    applyPageRules(document, pageRules(settings, { baseRootFontSizePx: baseRootFontSize.current }));
  }, [settings]);
  useLayoutEffect(() => () => removePageRules(document), []);
}
