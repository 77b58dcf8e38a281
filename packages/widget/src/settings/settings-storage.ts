// Where the settings live: sessionStorage under `accessibilik`, so they last for the
// tab and nothing about the visitor outlives it. A write also dispatches a `storage` event in
// this tab (browsers only send it to other tabs), so host scripts can follow the settings.
import { parseSettings, serializeSettings } from './parse-settings.ts';
import type { ParseOptions } from './parse-settings.ts';
import type { AccessibilitySettings } from './settings-schema.ts';

import { LANGUAGE_STORAGE_KEY, SETTINGS_STORAGE_KEY } from './storage-keys.ts';

export { LANGUAGE_STORAGE_KEY, SETTINGS_STORAGE_KEY };

/** Storage that may be missing or throw (private modes, blocked storage): the widget then keeps its settings in memory. */
function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readStoredLanguage(storage: Storage | undefined): string | null {
  return safeGet(storage, LANGUAGE_STORAGE_KEY);
}

export function readSettings(storage: Storage | undefined, options: ParseOptions): AccessibilitySettings {
  return parseSettings(safeGet(storage, SETTINGS_STORAGE_KEY), options);
}

/** Writes the settings when they differ from what is stored; returns whether it wrote. */
export function writeSettings(storage: Storage | undefined, settings: AccessibilitySettings, target: EventTarget | undefined): boolean {
  if (storage === undefined) return false;
  const newValue = serializeSettings(settings);
  const oldValue = safeGet(storage, SETTINGS_STORAGE_KEY);
  if (oldValue === newValue) return false;
  try {
    storage.setItem(SETTINGS_STORAGE_KEY, newValue);
  } catch {
    return false;
  }
  target?.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, oldValue, newValue, storageArea: storage }));
  return true;
}
