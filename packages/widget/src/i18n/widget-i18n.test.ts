import { describe, expect, it, vi } from 'vitest';
import { flattenMessages, readLocaleMessages } from './locale-messages.ts';
import { createWidgetI18n, ENGLISH_MESSAGES, loadLanguage } from './widget-i18n.ts';
import type { FetchLike } from './widget-i18n.ts';

function answering(body: unknown, ok = true): FetchLike {
  return vi.fn(async () => ({ ok, json: async () => body }));
}

describe('locale messages', () => {
  it('flattens nested files into dotted keys', () => {
    expect(flattenMessages({ a: 'x', content: { zoom: 'Zoom', deep: { b: 'y' } }, n: 3 })).toEqual({ a: 'x', 'content.zoom': 'Zoom', 'content.deep.b': 'y' });
  });

  it('keeps only known keys that keep their placeholders', () => {
    const english = { 'stepper.increase': 'Increase {{feature}}', 'content.zoom': 'Zoom' };
    expect(readLocaleMessages({ stepper: { increase: 'Augmenter' }, content: { zoom: 'Zoomen' }, extra: 'x' }, english)).toEqual({ 'content.zoom': 'Zoomen' });
    expect(readLocaleMessages({ stepper: { increase: 'Augmenter {{feature}}' } }, english)).toEqual({ 'stepper.increase': 'Augmenter {{feature}}' });
  });

  it('refuses a file with nothing usable', () => {
    expect(readLocaleMessages([], ENGLISH_MESSAGES)).toBeUndefined();
    expect(readLocaleMessages({ unrelated: 'x' }, ENGLISH_MESSAGES)).toBeUndefined();
  });
});

describe('the widget i18n instance', () => {
  it('is its own instance with English built in', () => {
    const a = createWidgetI18n();
    const b = createWidgetI18n();
    expect(a).not.toBe(b);
    expect(a.t('openMenu')).toBe('Open Accessibility Menu');
    expect(a.t('select.results', { n: 3 })).toBe('3 result(s) available');
  });

  it('fetches {base}/{code}.json and uses it, with English for missing keys', async () => {
    const instance = createWidgetI18n();
    const fetcher = answering({ openMenu: 'Ouvrir le menu d’accessibilité' });
    expect(await loadLanguage(instance, 'fr', '/locale/', fetcher)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('/locale/fr.json');
    await instance.changeLanguage('fr');
    expect(instance.t('openMenu')).toBe('Ouvrir le menu d’accessibilité');
    expect(instance.t('resetAll')).toBe('Reset all settings');
  });

  it('does not fetch English or a language it already holds', async () => {
    const instance = createWidgetI18n();
    const fetcher = answering({ openMenu: 'Menü öffnen' });
    await loadLanguage(instance, 'de', '/locale', fetcher);
    await loadLanguage(instance, 'de', '/locale', fetcher);
    await loadLanguage(instance, 'en', '/locale', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a missing file', answering({}, false)],
    ['malformed JSON', vi.fn(async () => ({ ok: true, json: async () => JSON.parse('{oops') }))],
    ['a network failure', vi.fn(async () => Promise.reject(new Error('offline')))],
    ['a file of the wrong shape', answering(['openMenu'])],
  ] as const)('reports failure for %s', async (_case, fetcher) => {
    const instance = createWidgetI18n();
    expect(await loadLanguage(instance, 'ja', '/locale', fetcher as FetchLike)).toBe(false);
    expect(instance.hasResourceBundle('ja', 'translation')).toBe(false);
  });
});
