import { describe, expect, it } from 'vitest';
import { siteTranslations } from './site-translations.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('site translations', () => {
  const english = new Set(keyPaths(siteTranslations.en.translation));

  it.each(['he', 'ar'] as const)('%s has every English string and no other', (language) => {
    const other = new Set(keyPaths(siteTranslations[language].translation));
    const pluralSuffix = /_(zero|one|two|few|many|other)$/;
    const bare = (keys: Set<string>) => new Set([...keys].map((k) => k.replace(pluralSuffix, '')));
    expect([...bare(english)].filter((k) => !bare(other).has(k))).toEqual([]);
    expect([...bare(other)].filter((k) => !bare(english).has(k))).toEqual([]);
  });
});
