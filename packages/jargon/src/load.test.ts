import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDictionaries } from './build-dictionaries.ts';
import { DictionarySet } from './dictionary-set.ts';
import { ENGLISH_FILE, loadDictionaries } from './load.ts';
import { requireDataFile } from './paths.ts';
import { testDictionary } from './test-dictionary.ts';

const work = mkdtempSync(join(tmpdir(), 'jargon-load-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('missing or damaged data', () => {
  it('names the missing data path', () => {
    expect(() => requireDataFile(join(work, 'nowhere'), 'names.csv')).toThrowError(
      expect.objectContaining({ code: 'DATA_MISSING', message: expect.stringContaining(join(work, 'nowhere', 'names.csv')) }),
    );
    expect(() => buildDictionaries({ dataDir: join(work, 'nowhere'), outDir: join(work, 'out') })).toThrow(join(work, 'nowhere'));
  });

  it('says how to build when no dictionaries were built', () => {
    expect(() => loadDictionaries({ dir: join(work, 'empty') })).toThrowError(
      expect.objectContaining({ code: 'DATA_MISSING', message: expect.stringContaining('build-dictionaries.ts') }),
    );
  });

  it('refuses a damaged dictionary file', () => {
    const dir = join(work, 'damaged');
    mkdirSync(dir);
    symlinkSync(join(buildDictionaries().outDir, ENGLISH_FILE), join(dir, ENGLISH_FILE));
    writeFileSync(join(dir, 'Broken2020_2024.jdict'), 'garbage');
    expect(() => loadDictionaries({ dir })).toThrowError(expect.objectContaining({ code: 'INVALID_DICTIONARY' }));
  }, 180_000);

  it('refuses two dictionaries with one code', () => {
    const dictionary = testDictionary({ common: ['a'] });
    expect(() => new DictionarySet([dictionary, dictionary], null)).toThrow('Two dictionaries are called English2021_2024.');
  });
});
