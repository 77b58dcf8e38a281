import { describe, expect, it } from 'vitest';
import { createBrowserI18n, loadRouteStrings } from './browser-i18n.ts';
import { loadStrings } from './translation-files.ts';
import { siteTranslations } from './site-translations.ts';

// The browser's strings: the shell's English first, a feature's namespace when a route or a
// component asks for it, Hebrew and Arabic on first use.
describe('the browser’s strings', () => {
  it('starts with the shell’s English only; a route’s namespaces come with it, to every instance', async () => {
    const i18n = await createBrowserI18n('en');
    const other = await createBrowserI18n('en');
    expect(i18n.t('shell.ourTools')).toBe('Our Tools');
    expect(i18n.exists('deJargonizer.nav.about')).toBe(false);

    await loadRouteStrings(['de-jargonizer']);
    expect(i18n.t('deJargonizer.nav.about')).toBe('About');
    expect(other.t('deJargonizer.nav.about')).toBe('About');
    expect(i18n.exists('exercises.send')).toBe(false);
  });

  it('serves every namespace of every language as the all-languages table holds it', async () => {
    for (const language of ['en', 'he', 'ar'] as const)
      for (const [namespace, strings] of Object.entries(siteTranslations[language]))
        expect(await loadStrings(language, namespace)).toEqual(strings);
    await expect(loadStrings('fr', 'translation')).rejects.toThrow(/no strings "translation" in "fr"/);
    await expect(loadStrings('en', 'nonsense')).rejects.toThrow(/no strings "nonsense" in "en"/);
  });

  it('starts in a stored right-to-left language with the namespaces it was asked for', async () => {
    const i18n = await createBrowserI18n('he', ['sharing']);
    expect(i18n.t('sharing.view.revoked')).toBe('הקישור הזה בוטל.');
    await loadRouteStrings(['de-jargonizer']);
    expect(i18n.t('deJargonizer.nav.about')).toBe('אודות');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches language only once the loaded namespaces are there in it', async () => {
    const i18n = await createBrowserI18n('en', ['sharing', 'exercises']);
    expect(i18n.hasResourceBundle('ar', 'sharing')).toBe(false);
    await i18n.changeLanguage('ar');
    expect(i18n.t('sharing.view.expired')).toBe('انتهت صلاحية هذا الرابط.');
    expect(i18n.t('exercises.send')).toBe('إرسال');
    expect(document.documentElement.lang).toBe('ar');
    await i18n.changeLanguage('en');
    expect(i18n.t('exercises.send')).toBe('Send');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
