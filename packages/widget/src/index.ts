// The public entry of @scicomm/widget: the component, the analytics-consent helper, and the
// names a host needs to style around the widget or read its stored settings.
export { AccessibilityWidget } from './components/accessibility-widget.tsx';
export type { AccessibilityWidgetProps } from './components/accessibility-widget.tsx';
export { hasAnalyticsConsent, CONSENT_COOKIE } from './analytics-consent.ts';
export { OWN_COLOURS_ATTRIBUTE, WIDGET_ROOT_ID } from './page-effects/page-rules.ts';
export { SETTINGS_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './settings/settings-storage.ts';
export { parseSettings } from './settings/parse-settings.ts';
export type { AccessibilitySettings } from './settings/settings-schema.ts';
