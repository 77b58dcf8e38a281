import { describe, expect, it } from 'vitest';
import { FEATURE_NAMESPACES, SHELL_NAMESPACE } from './namespaces.ts';
import { siteTranslations } from './site-translations.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const bareKeys = (strings: unknown) => new Set(keyPaths(strings).map((key) => key.replace(pluralSuffix, '')));

describe('site translations', () => {
  it('has a file for every namespace the site names, and no other', () => {
    for (const language of ['en', 'he', 'ar'] as const)
      expect(Object.keys(siteTranslations[language]).sort()).toEqual([SHELL_NAMESPACE, ...FEATURE_NAMESPACES].sort());
  });

  it('never defines a top-level key in two namespaces (any t() finds a key of any namespace)', () => {
    const owners = new Map<string, string>();
    for (const [namespace, strings] of Object.entries(siteTranslations.en))
      for (const key of Object.keys(strings)) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${namespace}`).toBeUndefined();
        owners.set(key, namespace);
      }
  });

  it.each(['he', 'ar'] as const)('%s has every English string of every namespace and no other', (language) => {
    for (const [namespace, strings] of Object.entries(siteTranslations.en)) {
      const english = bareKeys(strings);
      const other = bareKeys(siteTranslations[language][namespace as keyof typeof siteTranslations.en]);
      expect([...english].filter((k) => !other.has(k)), `${language}/${namespace}`).toEqual([]);
      expect([...other].filter((k) => !english.has(k)), `${language}/${namespace}`).toEqual([]);
    }
  });
});
