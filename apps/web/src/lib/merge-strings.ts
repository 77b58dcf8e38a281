// How a language's strings are put together from locales/{lng}.json and the feature files
// locales/{feature}/{lng}.json (site-translations.ts, lazy-translations.ts).

export type Strings = Record<string, unknown>;

/** A language's base strings with the namespaces of the feature files of that language added. */
export function withFeatureFiles(language: string, base: Strings, files: Record<string, Strings>): Strings {
  const merged: Strings = { ...base };
  for (const [path, strings] of Object.entries(files)) {
    if (!path.endsWith(`/${language}.json`)) continue;
    for (const [namespace, value] of Object.entries(strings)) {
      if (namespace in merged) throw new Error(`${path}: the namespace "${namespace}" is defined twice`);
      merged[namespace] = value;
    }
  }
  return merged;
}
