import { describe, expect, it } from 'vitest';
import { createBrowserI18n } from './browser-i18n.ts';
import { englishTranslation, loadTranslation } from './lazy-translations.ts';
import { siteTranslations } from './site-translations.ts';

// The order matters: the first test runs before any feature's strings module is loaded.
describe('the browser’s strings: the shell’s English first, a feature’s with its route, Hebrew and Arabic on first use', () => {
  it('starts with the shell’s English only; a route’s code brings its English, also to an instance made earlier', async () => {
    const i18n = await createBrowserI18n('en');
    expect(i18n.t('shell.ourTools')).toBe('Our Tools');
    expect(i18n.exists('deJargonizer.nav.about')).toBe(false);
    expect(i18n.exists('exercises.send')).toBe(false);

    await import('../app/routes/de-jargonizer/layout.tsx');
    expect(i18n.t('deJargonizer.nav.about')).toBe('About');
    expect(i18n.exists('exercises.send')).toBe(false);

    await import('../app/routes/half-life.tsx');
    expect(i18n.t('exercises.send')).toBe('Send');
    const later = await createBrowserI18n('en');
    expect(later.t('deJargonizer.nav.about')).toBe('About');
  });

  it('has the same strings as the all-languages table once every feature’s English is in', async () => {
    const modules = import.meta.glob(['./strings/*.ts', '!./strings/*.test.ts']);
    await Promise.all(Object.values(modules).map((load) => load()));
    await import('./server-message.ts');
    const i18n = await createBrowserI18n('en');
    expect(Object.keys(englishTranslation).length).toBeLessThan(Object.keys(siteTranslations.en.translation).length);
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(siteTranslations.en.translation);
    expect(await loadTranslation('he')).toEqual(siteTranslations.he.translation);
    expect(await loadTranslation('ar')).toEqual(siteTranslations.ar.translation);
    await expect(loadTranslation('fr')).rejects.toThrow(/no strings in "fr"/);
  });

  it('starts in a stored right-to-left language with its strings already there, which a route’s English does not replace', async () => {
    const i18n = await createBrowserI18n('he');
    expect(i18n.t('sharing.view.revoked')).toBe('הקישור הזה בוטל.');
    await import('./strings/de-jargonizer.ts');
    expect(i18n.t('deJargonizer.nav.about')).toBe('אודות');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches language only once the strings are loaded', async () => {
    const i18n = await createBrowserI18n('en');
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false);
    await i18n.changeLanguage('ar');
    expect(i18n.t('sharing.view.expired')).toBe('انتهت صلاحية هذا الرابط.');
    expect(i18n.t('exercises.send')).toBe('إرسال');
    expect(document.documentElement.lang).toBe('ar');
    await i18n.changeLanguage('en');
    expect(i18n.t('exercises.send')).toBe('Send');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
