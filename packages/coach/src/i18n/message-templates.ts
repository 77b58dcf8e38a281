// The coach's messages rendered from templates compiled once per key and language, with the
// same output as i18next (catalogue-i18n.ts), which stays for whatever the compiled form does
// not cover. i18next looks a key up, scans the message for placeholders and escapes each value
// on every call (about 5 µs a message); an exercise turn renders dozens of messages.
//
// What i18next does with these catalogues (keySeparator and nsSeparator off, English as the
// fallback language, skipOnVariables on, its default) and a template compiles to:
// - the key is looked up in the language, then in English;
// - `{{- name}}` is replaced by the value as it is, `{{name}}` by the value escaped (& < > " ' /)
//   and isolated in <bdi> when it holds letters written the other way (escapeAndIsolate, i18next's
//   escape too); a value is written as `String(value)`, null and undefined as nothing; a name the
//   parameters do not have keeps its placeholder as written;
// - an inserted value is never scanned again, and `$t(…)` nesting found only in values is not
//   followed (i18next compares the nestings before and after interpolating).
// A template with nesting, formatting (`{{x, format}}`), a dotted name or any other brace is
// not compiled, nor is a call whose parameters carry one of i18next's options (`count`,
// `context`, `lng`, …): those go to i18next. message-templates.test.ts renders every key of
// every catalogue both ways.
import type { FindingCatalogue, MessageTable } from './catalogue.ts';
import { catalogueTranslator, escapeAndIsolate } from './catalogue-i18n.ts';
import type { CoachLanguage } from './language.ts';

type Part = string | { name: string; raw: boolean; written: string };
/** A compiled template's parts, or null when the template is left to i18next. */
type Compiled = readonly Part[] | null;

/** Parameter names that i18next reads as options of `t()`, not (only) as values. */
const I18NEXT_OPTIONS = new Set([
  'count', 'context', 'ordinal', 'lng', 'lngs', 'fallbackLng', 'ns', 'defaultValue', 'replace', 'interpolation',
  'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'keyPrefix', 'nest', 'skipInterpolation',
  'appendNamespaceToCIMode', 'missingInterpolationHandler', 'i18nResolved', 'postProcessPassResolved',
]);

const placeholder = /\{\{(-?)\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

/** A template's parts, or null when it is left to i18next (exported for the tests). */
export function compileTemplate(template: string): Compiled {
  if (template.includes('$t(')) return null;
  const parts: Part[] = [];
  let last = 0;
  for (const match of template.matchAll(placeholder)) {
    const name = match[2] as string;
    if (I18NEXT_OPTIONS.has(name) || name in Object.prototype) return null;
    parts.push(template.slice(last, match.index), { name, raw: match[1] === '-', written: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  // Any other brace (a format, a dotted name, a stray `{`) could meet a value's braces: i18next's.
  if (parts.some((part) => typeof part === 'string' && /[{}]/.test(part))) return null;
  return parts.filter((part) => part !== '');
}

export interface CatalogueRenderer {
  /**
   * Whether the key has a message in the language or in English (i18next's `exists`); a counted
   * message's key (testing/plural-forms.ts) exists when its `_other` form does.
   */
  exists(language: CoachLanguage, key: string): boolean;
  /** The message, as i18next's `t(key, params)` renders it; a counted message without a numeric `count` throws. */
  render(language: CoachLanguage, key: string, params: Readonly<Record<string, unknown>>): string;
}

/**
 * A renderer over the catalogues (later ones win a key, as catalogueTranslator merges them).
 * `escapeValue`: whether values are escaped (the findings) or not (the chat's messages escape their own).
 */
export function catalogueRenderer(catalogues: readonly FindingCatalogue[], escapeValue: boolean): CatalogueRenderer {
  const i18nextFor = catalogueTranslator(catalogues, escapeValue);
  const tables = new Map<CoachLanguage, MessageTable>();
  const compiled = new Map<string, Compiled>();
  const tableOf = (language: CoachLanguage): MessageTable => {
    let table = tables.get(language);
    if (!table) {
      table = Object.assign({}, ...catalogues.map((catalogue) => catalogue[language])) as MessageTable;
      tables.set(language, table);
    }
    return table;
  };
  const messageOf = (language: CoachLanguage, key: string): string | undefined => {
    for (const code of language === 'en' ? (['en'] as const) : [language, 'en' as const]) {
      const table = tableOf(code);
      if (Object.hasOwn(table, key) && typeof table[key] === 'string') return table[key];
    }
    return undefined;
  };
  return {
    exists: (language, key) => messageOf(language, key) !== undefined || messageOf(language, `${key}_other`) !== undefined,
    render(language, key, params) {
      const template = messageOf(language, key);
      // Without its count a counted message would come out as its key.
      if (template === undefined && typeof params.count !== 'number' && messageOf(language, `${key}_other`) !== undefined) {
        throw new Error(`Counted message ${key} needs a number as its count`);
      }
      const cacheKey = `${language}\u0000${key}`;
      let parts = compiled.get(cacheKey);
      if (parts === undefined) {
        parts = template === undefined ? null : compileTemplate(template);
        compiled.set(cacheKey, parts);
      }
      if (parts === null || Object.keys(params).some((name) => I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue'))) {
        return i18nextFor(language).t(key, { ...params });
      }
      let out = '';
      for (const part of parts) {
        if (typeof part === 'string') {
          out += part;
        } else if (!Object.hasOwn(params, part.name)) {
          out += part.written;
        } else {
          const value = params[part.name];
          const text = value === undefined || value === null ? '' : String(value);
          out += escapeValue && !part.raw ? escapeAndIsolate(text, language) : text;
        }
      }
      return out;
    },
  };
}
