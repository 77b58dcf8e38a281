// @vitest-environment node
// Every language of the widget (packages/widget/README.md "Serving the locale files") has a
// complete, real translation: exactly the English keys, the same {{placeholders}}, and no
// non-trivial string left in English. The few exceptions are words a language really writes
// like English, listed with their reason.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { flattenMessages, placeholders } from './locale-messages.ts';

const LOCALE_DIR = new URL('../../locales/', import.meta.url);

function readLocale(code: string): Record<string, string> {
  return flattenMessages(JSON.parse(readFileSync(new URL(`${code}.json`, LOCALE_DIR), 'utf8')));
}

const english = readLocale('en');

/** Strings that are trivially the same in every language: nothing but placeholders and punctuation. */
function isTrivial(message: string): boolean {
  const letters = message.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/\p{L}/gu) ?? [];
  return letters.length === 0;
}

/** (language, key) pairs whose correct translation is spelled as in English. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  // French interfaces write "Monochrome" and "Zoom" exactly as English does.
  fr: ['colors.monochrome', 'content.zoom'],
};

describe('locale files', () => {
  it('exist for exactly the 37 languages, named by code', () => {
    const files = readdirSync(LOCALE_DIR).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, '')).sort();
    expect(files).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it('English has the keys the widget uses', () => {
    expect(Object.keys(english)).toHaveLength(78);
    expect(english['colors.highContrast']).toBe('High contrast');
    expect(english['select.results']).toBe('{{n}} result(s) available');
  });

  describe.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => [language.englishName, language.code] as const))('%s (%s)', (_name, code) => {
    // Read inside each test, so a missing or broken file fails its tests instead of the whole suite.
    const messages = () => readLocale(code);

    it('has exactly the English keys', () => {
      expect(Object.keys(messages()).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps every placeholder and leaves no string empty', () => {
      for (const [key, message] of Object.entries(messages())) {
        expect(message.trim(), key).not.toBe('');
        expect(placeholders(message), key).toEqual(placeholders(english[key] ?? ''));
      }
    });

    it('translates every non-trivial string', () => {
      const allowed = new Set(SAME_AS_ENGLISH[code] ?? []);
      const untranslated = Object.entries(messages())
        .filter(([key, message]) => !isTrivial(message) && message === english[key] && !allowed.has(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it('keeps the keyboard shortcut and the colour example intact', () => {
      expect(messages()['tools.speechReady']).toContain('Alt+Shift+R');
      expect(messages()['colors.invalidColor']).toContain('#000000');
    });
  });
});
