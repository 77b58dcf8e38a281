// The look of the panel, the floating stop button and the reading guide, injected by the settings
// engine as <style id="accessibilik-panel-style"> (widget-engine.tsx); the launcher's rules are in
// widget-styles.ts, which says how the widget styles itself.
import { WIDGET_ROOT_ID } from '../page-effects/widget-root.ts';

const R = `#${WIDGET_ROOT_ID}`;
const BLUE = '#1d4ed8';
const INK = '#111827';

export const PANEL_STYLE_ID = 'accessibilik-panel-style';

/** The panel, the floating stop button and the reading guide (loaded with the engine). */
export const PANEL_CSS = `
${R} .a11yk-launcher-wrap:not([data-tip-dismissed]) .a11yk-launcher:focus-visible + .a11yk-launcher-tip { visibility: visible; }
${R} .a11yk-stop-floating {
  position: fixed; bottom: 28px; inset-inline-end: 88px; z-index: 2147483000;
  min-height: 40px; padding: 8px 14px; border-radius: 20px;
  border: 2px solid #fff; background: #b91c1c; color: #fff; font-size: 15px; font-weight: 700;
}
${R} .a11yk-overlay { position: fixed; inset: 0; z-index: 2147483001; background: rgba(17, 24, 39, 0.55); }
${R} .a11yk-panel {
  position: fixed; top: 0; bottom: 0; inset-inline-end: 0; z-index: 2147483002;
  width: 440px; max-width: 100vw;
  display: flex; flex-direction: column;
  background: #fff; color: ${INK}; box-shadow: 0 0 24px rgba(0, 0, 0, 0.4);
  font-size: 16px;
}
${R} .a11yk-panel:focus { outline: none; }
${R} .a11yk-header {
  display: flex; align-items: center; gap: 8px; padding: 12px 16px;
  background: ${BLUE}; color: #fff;
}
${R} .a11yk-title { margin: 0; flex: 1; font-size: 20px; font-weight: 700; line-height: 1.2; }
${R} .a11yk-header-button {
  min-height: 40px; min-width: 40px; padding: 6px 10px; margin: 0;
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  border: 2px solid #fff; border-radius: 8px; background: transparent; color: #fff; font-size: 15px;
}
${R} .a11yk-header-button:hover { background: #1e40af; }
${R} .a11yk-header-button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
${R} .a11yk-header-button svg { width: 20px; height: 20px; }
${R} .a11yk-body { flex: 1; overflow-y: auto; padding: 16px; }
${R} .a11yk-description { margin: 0 0 12px; font-size: 14px; color: #374151; }
${R} .a11yk-notice { margin: 8px 0 0; font-size: 14px; color: #92400e; }
${R} .a11yk-loading { display: flex; align-items: center; gap: 12px; padding: 24px 0; font-size: 16px; }
${R} .a11yk-spinner {
  width: 32px; height: 32px; border-radius: 50%;
  border: 4px solid #dbeafe; border-top-color: ${BLUE};
}
${R} .a11yk-section { margin: 16px 0 0; border: 1px solid #d1d5db; border-radius: 8px; }
${R} .a11yk-section-heading { margin: 0; font-size: 16px; }
${R} .a11yk-section-toggle {
  width: 100%; min-height: 48px; margin: 0; padding: 10px 12px;
  display: flex; align-items: center; gap: 10px;
  border: 0; border-radius: 8px; background: #f3f4f6; color: ${INK};
  font-size: 17px; font-weight: 700; text-align: start;
}
${R} .a11yk-section-toggle svg { width: 24px; height: 24px; flex: none; }
${R} .a11yk-section-toggle .a11yk-chevron { margin-inline-start: auto; width: 20px; height: 20px; }
${R} .a11yk-section-toggle[aria-expanded="true"] .a11yk-chevron { transform: rotate(180deg); }
${R} .a11yk-section-body { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; padding: 12px; }
${R} .a11yk-section-body[hidden] { display: none; }
${R} .a11yk-wide { grid-column: 1 / -1; }
${R} .a11yk-toggle {
  width: 100%; min-height: 60px; margin: 0; padding: 8px;
  display: flex; align-items: center; justify-content: center; gap: 6px;
  border: 2px solid #9ca3af; border-radius: 8px; background: #fff; color: ${INK};
  font-size: 15px; line-height: 1.25; text-align: center;
}
${R} .a11yk-toggle:hover { border-color: ${BLUE}; }
${R} .a11yk-toggle[aria-pressed="true"] { background: ${BLUE}; border-color: ${BLUE}; color: #fff; font-weight: 700; }
${R} .a11yk-toggle .a11yk-check { font-weight: 700; }
${R} .a11yk-stepper { border: 2px solid #9ca3af; border-radius: 8px; padding: 8px; }
${R} .a11yk-stepper-label { display: flex; justify-content: space-between; gap: 8px; margin: 0 0 6px; font-size: 15px; font-weight: 700; }
${R} .a11yk-stepper-controls { display: flex; align-items: center; gap: 8px; }
${R} .a11yk-step-button {
  min-width: 44px; min-height: 44px; margin: 0; padding: 4px 8px;
  display: inline-flex; align-items: center; justify-content: center;
  border: 2px solid ${BLUE}; border-radius: 8px; background: #fff; color: ${BLUE};
  font-size: 20px; font-weight: 700; line-height: 1;
}
${R} .a11yk-step-button[aria-disabled="true"] { border-style: dashed; border-color: #6b7280; color: #4b5563; background: #f3f4f6; cursor: not-allowed; }
${R} .a11yk-step-button.a11yk-step-reset { font-size: 15px; margin-inline-start: auto; }
${R} .a11yk-slider { display: block; width: 100%; min-height: 24px; margin: 10px 0 2px; accent-color: ${BLUE}; }
${R} .a11yk-step-value { min-width: 64px; text-align: center; font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; }
${R} .a11yk-field { display: flex; flex-direction: column; gap: 6px; }
${R} .a11yk-field-label { font-size: 15px; font-weight: 700; }
${R} .a11yk-field-row { display: flex; align-items: center; gap: 8px; }
${R} .a11yk-input {
  flex: 1; min-width: 0; min-height: 44px; margin: 0; padding: 8px 10px;
  border: 2px solid #6b7280; border-radius: 8px; background: #fff; color: ${INK}; font-size: 16px;
}
${R} .a11yk-input[aria-invalid="true"] { border-color: #b91c1c; }
${R} .a11yk-color-picker { width: 48px; height: 44px; padding: 2px; margin: 0; border: 2px solid #6b7280; border-radius: 8px; background: #fff; }
${R} .a11yk-hint { margin: 0; font-size: 14px; color: #b91c1c; }
${R} .a11yk-tools-status { margin: 0; font-size: 14px; color: #374151; }
${R} .a11yk-action {
  min-height: 44px; margin: 0; padding: 8px 12px;
  border: 2px solid ${BLUE}; border-radius: 8px; background: #fff; color: ${BLUE}; font-size: 15px; font-weight: 700;
}
${R} .a11yk-action-row { display: flex; flex-wrap: wrap; gap: 8px; }
${R} .a11yk-select { position: relative; display: flex; flex-direction: column; gap: 6px; }
${R} .a11yk-select-control { position: relative; display: flex; align-items: center; }
${R} .a11yk-select-control .a11yk-input { padding-inline-end: 36px; }
${R} .a11yk-select-chevron { position: absolute; inset-inline-end: 10px; width: 20px; height: 20px; pointer-events: none; }
${R} .a11yk-listbox {
  position: absolute; inset-inline: 0; z-index: 3; margin: 0; padding: 4px 0; list-style: none;
  max-height: 300px; overflow-y: auto;
  border: 2px solid #6b7280; border-radius: 8px; background: #fff; box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
}
${R} .a11yk-listbox[data-placement="below"] { top: 100%; margin-top: 4px; }
${R} .a11yk-listbox[data-placement="above"] { bottom: 100%; margin-bottom: 4px; }
${R} .a11yk-option { display: flex; justify-content: space-between; gap: 8px; padding: 8px 12px; cursor: pointer; font-size: 16px; }
${R} .a11yk-option[data-active="true"] { background: #dbeafe; outline: 2px solid ${BLUE}; outline-offset: -2px; }
${R} .a11yk-option[data-chosen="true"] { font-weight: 700; }
${R} .a11yk-select-message {
  position: absolute; top: 100%; inset-inline: 0; z-index: 3; margin-top: 4px; padding: 8px 12px;
  border: 2px solid #6b7280; border-radius: 8px; background: #fff; color: #374151;
}
${R} .a11yk-footer { padding: 10px 16px; border-top: 1px solid #d1d5db; font-size: 14px; }
${R} .a11yk-footer a { color: ${BLUE}; text-decoration: underline; }
${R} .a11yk-tooltip-arrow { fill: ${INK}; }
${R} .a11yk-reading-guide { position: fixed; left: 0; right: 0; z-index: 2147482999; background: rgba(0, 0, 0, 0.55); pointer-events: none; }
@media (prefers-reduced-motion: no-preference) {
  ${R} .a11yk-spinner { animation: a11yk-spin 0.9s linear infinite; }
  ${R} .a11yk-toggle, ${R} .a11yk-step-button, ${R} .a11yk-section-toggle { transition: background-color 150ms ease, border-color 150ms ease; }
}
@keyframes a11yk-spin { to { transform: rotate(360deg); } }

`;
