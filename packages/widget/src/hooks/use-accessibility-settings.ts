// The settings as React state: read once from sessionStorage (validated, with the first
// language from localStorage `i18nextLng`, else the browser's), changed only through
// settingsReducer, and written back (with its storage event) after each change.
import { useEffect, useReducer } from 'react';
import type { Dispatch } from 'react';
import { resolveLanguage } from '../i18n/languages.ts';
import { DEFAULT_LANGUAGE } from '../settings/settings-schema.ts';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import { settingsReducer } from '../settings/settings-reducer.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { readSettings, readStoredLanguage, writeSettings } from '../settings/settings-storage.ts';
import { browserColorSupport } from '../settings/text-color.ts';

function storageOrUndefined(name: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[name];
  } catch {
    return undefined;
  }
}

export function initialLanguage(): string {
  const stored = resolveLanguage(readStoredLanguage(storageOrUndefined('localStorage')));
  if (stored !== undefined) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = resolveLanguage(tag);
    if (language !== undefined) return language;
  }
  return DEFAULT_LANGUAGE;
}

function loadSettings(): AccessibilitySettings {
  const colorSupport = browserColorSupport();
  return readSettings(storageOrUndefined('sessionStorage'), {
    fallbackLanguage: initialLanguage(),
    ...(colorSupport ? { colorSupport } : {}),
  });
}

export function useAccessibilitySettings(): [AccessibilitySettings, Dispatch<SettingsAction>] {
  const [settings, dispatch] = useReducer(settingsReducer, undefined, loadSettings);
  useEffect(() => {
    writeSettings(storageOrUndefined('sessionStorage'), settings, window);
  }, [settings]);
  return [settings, dispatch];
}
