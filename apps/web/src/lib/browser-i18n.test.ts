import { describe, expect, it, vi } from 'vitest';
import { createBrowserI18n, holdPrerenderedPage, loadRouteStrings } from './browser-i18n.ts';
import { initialLanguage } from './site-languages.ts';
import { loadStrings } from './translation-files.ts';
import { inlineFirstLanguage } from '../../first-language-plugin.ts';
import firstLanguageFile from '../../first-language.js?raw';
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

  it("starts a first visit in the first of the browser's languages the site has; a choice wins", () => {
    expect(initialLanguage(null, ['he-IL', 'en-US'])).toBe('he');
    expect(initialLanguage(null, ['fr-FR', 'AR-EG', 'he'])).toBe('ar');
    expect(initialLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(initialLanguage('en', ['he-IL'])).toBe('en');
    expect(initialLanguage('ar', ['he-IL'])).toBe('ar');
    // A language chosen in the accessibility widget that the site lacks leaves it to the browser.
    expect(initialLanguage('fr', ['he-IL'])).toBe('he');
  });

  it("decides before the first paint (first-language.js, as the pages carry it inline) as the app does, holding back a page prerendered in English", () => {
    const firstLanguageScript = inlineFirstLanguage(firstLanguageFile);
    const cases: Array<[string | null, string[]]> = [[null, ['he-IL', 'en']], [null, ['fr', 'ar-EG']], [null, ['de']], ['en', ['he']], ['ar', ['en']], ['fr', ['he']]];
    const html = document.documentElement;
    for (const [stored, languages] of cases) {
      if (stored === null) localStorage.removeItem('i18nextLng');
      else localStorage.setItem('i18nextLng', stored);
      const spy = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      html.lang = 'en';
      html.dir = 'ltr';
      html.removeAttribute('data-language-pending');
      new Function(firstLanguageScript)();
      const expected = initialLanguage(stored, languages);
      expect(html.lang, `${stored} ${languages.join()}`).toBe(expected);
      expect(html.hasAttribute('data-language-pending')).toBe(expected !== 'en');
      spy.mockRestore();
    }
    localStorage.removeItem('i18nextLng');
  });

  it('holds back a page prerendered in English while the visit is in Hebrew, under its lang and dir, until shown', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main>Our Tools</main>';
    const html = document.documentElement;
    const show = holdPrerenderedPage(container, 'he', 'en');
    expect(html).toHaveAttribute('data-language-pending');
    expect(html.lang).toBe('he');
    expect(html.dir).toBe('rtl');
    show();
    expect(html).not.toHaveAttribute('data-language-pending');
    holdPrerenderedPage(container, 'en', 'en');
    expect(html).not.toHaveAttribute('data-language-pending');
  });
});
