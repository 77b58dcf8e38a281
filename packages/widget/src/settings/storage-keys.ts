// Where the widget keeps things in the browser (settings-storage.ts); apart from the storage code
// so the launcher can look without loading it (accessibility-widget.tsx).
export const SETTINGS_STORAGE_KEY = 'accessibilik';
/** Where i18next keeps the visitor's language; the widget reads it for its first language. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
