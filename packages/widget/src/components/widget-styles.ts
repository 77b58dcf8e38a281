// The widget's own look, injected once per document: the launcher's rules with the launcher
// (<style id="accessibilik-widget-style">), the panel's, the stop button's and the reading
// guide's with the settings engine (panel-styles.ts, widget-engine.tsx), so
// the first download carries only what the launcher needs (docs/performance.md). Every rule is
// under #accessibilik-root (an id, so host rules like `button {}` lose) and sized in px, so the
// page's font scaling, zoom, filters, fonts and colours (page-rules.ts) never reach the panel.
// Motion only where the visitor has not asked for less (prefers-reduced-motion).
import { addStyleSheet } from '../page-effects/style-sheets.ts';
import { WIDGET_ROOT_ID } from '../page-effects/widget-root.ts';

const R = `#${WIDGET_ROOT_ID}`;
const BLUE = '#1d4ed8';
const INK = '#111827';

export const WIDGET_STYLE_ID = 'accessibilik-widget-style';

/** The launcher, its help text and what every part of the widget shares. */
export const WIDGET_CSS = `
${R} {
  font: 400 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: ${INK};
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
}
${R} *, ${R} *::before, ${R} *::after {
  box-sizing: border-box;
  font-family: inherit;
  letter-spacing: inherit;
  word-spacing: inherit;
}
${R} .a11yk-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
${R} button { font: inherit; cursor: pointer; }
${R} :focus-visible { outline: 3px solid ${BLUE}; outline-offset: 2px; }
${R} .a11yk-launcher {
  position: fixed; bottom: 20px; inset-inline-end: 20px; z-index: 2147483000;
  width: 56px; height: 56px; padding: 0; margin: 0;
  display: flex; align-items: center; justify-content: center;
  border-radius: 50%; border: 3px solid #fff; background: ${BLUE}; color: #fff;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.35);
}
${R} .a11yk-launcher:focus-visible { outline: 3px solid ${INK}; outline-offset: 2px; }
${R} .a11yk-launcher svg { width: 32px; height: 32px; }
${R} .a11yk-launcher-tip {
  position: fixed; bottom: 86px; inset-inline-end: 12px; z-index: 2147483003;
  white-space: nowrap; pointer-events: none; visibility: hidden;
}
${R} .a11yk-launcher-wrap:not([data-tip-dismissed]) .a11yk-launcher:hover + .a11yk-launcher-tip,
${R} .a11yk-tooltip {
  z-index: 2147483003; max-width: 260px; padding: 6px 10px; border-radius: 6px;
  background: ${INK}; color: #fff; font-size: 14px; line-height: 1.3;
}
@media (prefers-reduced-motion: reduce) {
  ${R} *, ${R} *::before, ${R} *::after { animation: none !important; transition: none !important; }
}
`;

/** Adds one of the widget's style sheets once per document (style-sheets.ts: adopted where possible). */
export function ensureWidgetStyles(document: Document, id = WIDGET_STYLE_ID, css = WIDGET_CSS): void {
  addStyleSheet(document, { id, css });
}
