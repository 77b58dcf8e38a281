import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishWords, glossaryViolations, requiredRenderings } from '@scicomm/coach/testing/glossary';
import { describe, expect, it } from 'vitest';

const localesDir = import.meta.dirname;
type Language = 'en' | 'he' | 'ar';

function flatten(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  return into;
}

/** Every catalogue of the site (the root one and each namespace folder) in one language, by file and key. */
function siteStrings(language: Language): Map<string, string> {
  const strings = new Map<string, string>();
  const files = [`${language}.json`, ...readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(entry.name, `${language}.json`))];
  for (const file of files) flatten(JSON.parse(readFileSync(join(localesDir, file), 'utf8')), file.replace(`${language}.json`, ''), strings);
  return strings;
}

describe("the site's Hebrew and Arabic follow the glossary (docs/glossary.md)", () => {
  const english = siteStrings('en');
  const translated = { he: siteStrings('he'), ar: siteStrings('ar') };

  it('finds the strings it checks', () => {
    expect(translated.he.size).toBeGreaterThan(700);
    expect(translated.ar.size).toBeGreaterThan(700);
  });

  it.each(['he', 'ar'] as const)('%s addresses the user in one form and spells each term one way', (language) => {
    const found = [...translated[language]].flatMap(([key, text]) =>
      glossaryViolations(language, text).map((violation) => `${key} → ${violation.found} (${violation.rule})`),
    );
    expect(found).toEqual([]);
  });

  it.each(['he', 'ar'] as const)('%s renders each glossary term with its glossary word', (language) => {
    const missing: string[] = [];
    for (const [key, text] of translated[language]) {
      const source = englishWords(english.get(key) ?? '');
      for (const term of requiredRenderings) if (term.english.test(source) && !term[language].test(text)) missing.push(`${key} lacks ${term[language].source}`);
    }
    expect(missing).toEqual([]);
  });
});
