import { describe, expect, it } from 'vitest';
import { createBrowserI18n } from './browser-i18n.ts';
import { englishTranslation, loadTranslation } from './lazy-translations.ts';
import { siteTranslations } from './site-translations.ts';

describe('the browser’s strings, Hebrew and Arabic fetched on first use', () => {
  it('has the same strings as the all-languages table', async () => {
    expect(englishTranslation).toEqual(siteTranslations.en.translation);
    expect(await loadTranslation('he')).toEqual(siteTranslations.he.translation);
    expect(await loadTranslation('ar')).toEqual(siteTranslations.ar.translation);
    await expect(loadTranslation('fr')).rejects.toThrow(/no strings in "fr"/);
  });

  it('starts in a stored right-to-left language with its strings already there', async () => {
    const i18n = await createBrowserI18n('he');
    expect(i18n.t('sharing.view.revoked')).toBe('הקישור הזה בוטל.');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches language only once the strings are loaded', async () => {
    const i18n = await createBrowserI18n('en');
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false);
    await i18n.changeLanguage('ar');
    expect(i18n.t('sharing.view.expired')).toBe('انتهت صلاحية هذا الرابط.');
    expect(document.documentElement.lang).toBe('ar');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
