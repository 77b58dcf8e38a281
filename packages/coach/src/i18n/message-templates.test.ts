import { describe, expect, it } from 'vitest';
import type { FindingCatalogue } from './catalogue.ts';
import { findingCatalogues } from '../kinds/catalogues.ts';
import { chatCatalogues } from '../chat/catalogues.ts';
import { catalogueTranslator } from './catalogue-i18n.ts';
import { coachLanguages } from './language.ts';
import { catalogueRenderer, compileTemplate } from './message-templates.ts';

/** Values that would show any difference from i18next: markup, entities, braces, nesting, numbers, nothing. */
const tricky: readonly unknown[] = [
  `<a href="/x">'Tom' & "Jerry"</a>`,
  'a {{word}} and {{- word}} and $t(engine.restarted) and $t(nope)',
  '',
  0,
  42.5,
  null,
  undefined,
];

function namesIn(catalogues: readonly FindingCatalogue[]): string[] {
  const names = new Set<string>();
  for (const catalogue of catalogues)
    for (const language of coachLanguages)
      for (const template of Object.values(catalogue[language])) for (const match of template.matchAll(/\{\{-?\s*([^{},\s]+)\s*\}\}/g)) names.add(match[1] as string);
  return [...names];
}

function keysOf(catalogues: readonly FindingCatalogue[]): string[] {
  return [...new Set(catalogues.flatMap((catalogue) => coachLanguages.flatMap((language) => Object.keys(catalogue[language]))))];
}

describe.each([
  ['the findings (values escaped)', findingCatalogues, true],
  ['the chat messages (values as given)', chatCatalogues, false],
] as const)('compiled templates render %s as i18next does', (_name, catalogues, escapeValue) => {
  const renderer = catalogueRenderer(catalogues, escapeValue);
  const i18next = catalogueTranslator(catalogues, escapeValue);
  const names = namesIn(catalogues);
  const keys = keysOf(catalogues);

  it('has the same keys in every language (English the fallback)', () => {
    for (const language of coachLanguages)
      for (const key of [...keys, 'no.such.key']) expect(renderer.exists(language, key), `${language} ${key}`).toBe(i18next(language).exists(key));
  });

  it('renders every key of every language with every kind of value, and with values missing', () => {
    for (const language of coachLanguages) {
      for (const key of keys) {
        for (const value of tricky) {
          const params = Object.fromEntries(names.map((name) => [name, value]));
          expect(renderer.render(language, key, params), `${language} ${key} ${String(value)}`).toBe(i18next(language).t(key, { ...params }));
        }
        // Every other parameter missing, and none at all: the placeholders stay as written.
        const some = Object.fromEntries(names.filter((_, index) => index % 2 === 0).map((name) => [name, 'v']));
        expect(renderer.render(language, key, some)).toBe(i18next(language).t(key, { ...some }));
        expect(renderer.render(language, key, {})).toBe(i18next(language).t(key, {}));
      }
    }
  });
});

describe('which templates are compiled', () => {
  it('compiles every template of the catalogues but those with a count (i18next looks for plural forms)', () => {
    for (const catalogue of [...findingCatalogues, ...chatCatalogues])
      for (const language of coachLanguages)
        for (const [key, template] of Object.entries(catalogue[language]))
          expect(compileTemplate(template) === null, `${language} ${key}`).toBe(template.includes('{{count}}'));
  });
});

describe('templates i18next must render', () => {
  const catalogue = (table: Record<string, string>): FindingCatalogue => ({ en: table, he: {}, ar: {} });
  const table = {
    nested: 'Say $t(plain)',
    plain: 'plain {{word}}',
    counted: 'You used {{count}} words',
    formatted: 'at {{value, number}}',
    dotted: 'hello {{user.name}}',
    stray: 'a { b {{word}}',
  };
  const renderer = catalogueRenderer([catalogue(table)], true);
  const i18next = catalogueTranslator([catalogue(table)], true)('en');

  it('leaves nesting, counts, formats, dotted names and stray braces to i18next, with its output', () => {
    const params = { word: '<w>', count: 3, value: 1234.5, user: { name: 'Ann' } };
    for (const key of Object.keys(table)) expect(renderer.render('en', key, params), key).toBe(i18next.t(key, { ...params }));
    expect(renderer.render('he', 'nested', { word: 'x' })).toBe('Say plain <bdi dir="ltr">x</bdi>');
  });

  it('escapes as i18next does, isolates a value with letters, and inserts a raw value as given', () => {
    const own = catalogueRenderer([catalogue({ both: '{{a}} / {{- a}}' })], true);
    expect(own.render('en', 'both', { a: `<b>"x"/'y'&</b>` })).toBe(`&lt;b&gt;&quot;x&quot;&#x2F;&#39;y&#39;&amp;&lt;&#x2F;b&gt; / <b>"x"/'y'&</b>`);
    // Letters written the other way are isolated, so a quote keeps its order in either direction.
    expect(own.render('en', 'both', { a: 'ה-FDA אישר.' })).toBe('<bdi dir="rtl">ה-FDA אישר.</bdi> / ה-FDA אישר.');
    expect(own.render('he', 'both', { a: 'FDA' })).toBe('<bdi dir="ltr">FDA</bdi> / FDA');
    expect(own.render('he', 'both', { a: '"fMRI" ו-"DTI"' })).toBe('&quot;<bdi dir="ltr">fMRI</bdi>&quot; ו-&quot;<bdi dir="ltr">DTI</bdi>&quot; / "fMRI" ו-"DTI"');
    expect(own.render('ar', 'both', { a: 'ماء 35%' })).toBe('ماء 35% / ماء 35%');
    // A sentence's own quote marks (Hebrew acronyms) leave it whole.
    expect(own.render('en', 'both', { a: 'נת"צ רציף יקצר את הנסיעה בק"מ.' })).toBe('<bdi dir="rtl">נת&quot;צ רציף יקצר את הנסיעה בק&quot;מ.</bdi> / נת"צ רציף יקצר את הנסיעה בק"מ.');
  });
});
