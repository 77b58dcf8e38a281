// The web app bundles index.ts for live colouring: nothing it reaches may import Node modules.
// The one package it may reach is the shared text rules (escapeHtml, countWords), which import
// nothing themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT = /^(?:import|export)\s[^;]*?from\s+'([^']+)'/gmu;

function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(IMPORT)) {
    if (specifier?.startsWith('./')) reachable(specifier.slice(2), seen);
    else seen.add(`package:${specifier}`);
  }
  return seen;
}

describe('browser entry point', () => {
  it('index.ts reaches no Node module and no package', () => {
    const modules = [...reachable('index.ts')];
    expect(modules.filter((module) => module.startsWith('package:'))).toEqual(['package:@scicomm/shared/text']);
    const sharedText = readFileSync(join(import.meta.dirname, '../../shared/src/text.ts'), 'utf8');
    expect([...sharedText.matchAll(IMPORT)]).toEqual([]);
    expect(modules).toContain('tokenizer.ts');
    expect(modules).toContain('browser-payload.ts');
    expect(modules).not.toContain('load.ts');
  });
});
