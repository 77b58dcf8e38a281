import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, defaultSettings } from './settings-schema.ts';
import { readSettings, readStoredLanguage, SETTINGS_STORAGE_KEY, writeSettings } from './settings-storage.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('settings storage', () => {
  it('writes JSON under "accessibilik" in sessionStorage and dispatches a storage event', () => {
    const listener = vi.fn();
    window.addEventListener('storage', listener);
    const settings = { ...defaultSettings(), isMonochrome: true };
    expect(writeSettings(sessionStorage, settings, window)).toBe(true);
    window.removeEventListener('storage', listener);

    expect(JSON.parse(sessionStorage.getItem(SETTINGS_STORAGE_KEY) ?? '')).toEqual(settings);
    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]?.[0] as StorageEvent;
    expect(event.key).toBe('accessibilik');
    expect(event.oldValue).toBeNull();
    expect(JSON.parse(event.newValue ?? '')).toEqual(settings);
    expect(event.storageArea).toBe(sessionStorage);
  });

  it('does not write or dispatch when nothing changed', () => {
    writeSettings(sessionStorage, defaultSettings(), window);
    const listener = vi.fn();
    window.addEventListener('storage', listener);
    expect(writeSettings(sessionStorage, defaultSettings(), window)).toBe(false);
    window.removeEventListener('storage', listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads back what it wrote, and defaults from a corrupt value', () => {
    const settings = { ...defaultSettings('ar'), highlightLinks: true };
    writeSettings(sessionStorage, settings, window);
    expect(readSettings(sessionStorage, { fallbackLanguage: 'en' })).toEqual(settings);
    sessionStorage.setItem(SETTINGS_STORAGE_KEY, '{"highlightLinks": tru');
    expect(readSettings(sessionStorage, { fallbackLanguage: 'en' })).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readSettings(broken, { fallbackLanguage: 'en' })).toEqual(DEFAULT_SETTINGS);
    expect(writeSettings(broken, defaultSettings(), window)).toBe(false);
    expect(readStoredLanguage(broken)).toBeNull();
  });

  it('reads the first language from localStorage i18nextLng', () => {
    localStorage.setItem('i18nextLng', 'he-IL');
    expect(readStoredLanguage(localStorage)).toBe('he-IL');
  });
});
