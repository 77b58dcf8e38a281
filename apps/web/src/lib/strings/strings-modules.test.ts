// Each feature's English strings come with the code that shows them (docs/performance.md "Site
// strings"): a module that uses a key of a namespace that is not in the first download must
// import the strings module that adds it, or an English visitor who lands on its page first
// sees the raw key. This reads the sources, as the bundler does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const stringsDir = import.meta.dirname;
const firstDownload = Object.keys(JSON.parse(readFileSync(path.join(src, 'locales/en.json'), 'utf8')) as object);

/** Namespace → the strings module (lib/strings/*.ts, or server-message.ts) that adds it. */
function addedBy(): Map<string, string> {
  const modules = [
    ...readdirSync(stringsDir).filter((file) => /^[\w-]+\.ts$/.test(file)).map((file) => path.join(stringsDir, file)),
    path.join(src, 'lib/server-message.ts'),
  ];
  const namespaces = new Map<string, string>();
  for (const module of modules)
    for (const [, json] of readFileSync(module, 'utf8').matchAll(/from '([^']+\/en\.json)'/g))
      for (const namespace of Object.keys(JSON.parse(readFileSync(path.resolve(path.dirname(module), json!), 'utf8')) as object))
        namespaces.set(namespace, module);
  return namespaces;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const usesNamespace = (source: string, namespace: string) =>
  new RegExp(`['"\`]${namespace}\\.|keyPrefix: '${namespace}'`).test(source);

describe('English strings that come with their route', () => {
  const namespaces = addedBy();

  it('covers every namespace but those of the first download, each added by one module', () => {
    const english = [...readdirSync(path.join(src, 'locales'), { withFileTypes: true })]
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => Object.keys(JSON.parse(readFileSync(path.join(src, 'locales', entry.name, 'en.json'), 'utf8')) as object));
    expect([...namespaces.keys()].sort()).toEqual(english.sort());
    expect(english.filter((namespace) => firstDownload.includes(namespace))).toEqual([]);
  });

  it('is imported by every module that uses one of its keys', () => {
    const missing = sourceFiles(src).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...namespaces]
        .filter(([namespace, module]) => module !== file && usesNamespace(source, namespace))
        .filter(([, module]) => !source.includes(`import '${relative(file, module)}';`))
        .map(([namespace, module]) => `${path.relative(src, file)} uses ${namespace}. but does not import ${path.relative(src, module)}`);
    });
    expect(missing).toEqual([]);
  });
});

function relative(from: string, to: string): string {
  const link = path.relative(path.dirname(from), to);
  return link.startsWith('.') ? link : `./${link}`;
}
