import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDictionaryFile } from './dictionary-file.ts';
import type { DecodedFile } from './dictionary-file.ts';
import { BBC_YEARS, buildEnglishFile } from './english-builder.ts';
import { emptyThesaurus } from './test-dictionary.ts';

// A tiny data folder shaped like shared/data, to check the building rules of packages/jargon/README.md.
const work = mkdtempSync(join(tmpdir(), 'jargon-english-'));
let built: DecodedFile;

beforeAll(() => {
  mkdirSync(join(work, 'bbc-word-counts'));
  for (const year of BBC_YEARS) {
    const rows = [`the,${year === 2012 ? 5000 : 100}`, 'colour,300', 'color,10', 'Gene,20', 'gene,5', 'aluminium,30'];
    if (year === 2013) rows.push('aluminum,900', 'malformed line', 'zero,0');
    writeFileSync(join(work, 'bbc-word-counts', `${year}.csv`), `${rows.join('\n')}\n`);
  }
  writeFileSync(join(work, 'uk-us-spellings.tsv'), 'colour\tcolor\t\t\t\tcolor\tcolour\naluminium\taluminum\t\t\naluminum\taluminium\tal\n\t\t\n');
  writeFileSync(join(work, 'names.csv'), 'Smith\nGene\n');
  built = decodeDictionaryFile(buildEnglishFile(work, emptyThesaurus()).bytes);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('English period build (packages/jargon/README.md)', () => {
  it('makes the ten four-year windows', () => {
    expect(built.dictionaries.map((dictionary) => dictionary.code)).toHaveLength(10);
    expect(built.dictionaries[0]?.info).toMatchObject({ code: 'English2012_2015', startYear: 2012, endYear: 2015, tokens: 5000 + 3 * 100 + 4 * 365 + 900 });
  });

  it('sums the four years of a window, keys lowercased', () => {
    const first = built.dictionaries[0];
    expect(first?.frequency('the')).toBe(5300);
    expect(first?.frequency('gene')).toBe(100);
    expect(built.dictionaries[1]?.frequency('the')).toBe(400);
  });

  it('gives every spelling variant the highest count among them, ignoring empty cells', () => {
    const first = built.dictionaries[0];
    expect(first?.frequency('color')).toBe(1200);
    expect(first?.frequency('colour')).toBe(1200);
    expect(first?.bandOfForm('color')).toBe('common');
    // aluminium/aluminum/al are on two overlapping lines: one group
    expect(first?.frequency('al')).toBe(first?.frequency('aluminum'));
    expect(first?.frequency('aluminium')).toBe(Math.max(4 * 30, 900));
  });

  it('bands at 1000 and 50', () => {
    const first = built.dictionaries[0];
    expect([first?.bandOfForm('the'), first?.bandOfForm('gene'), first?.bandOfForm('zero'), first?.bandOfForm('absent')]).toEqual([
      'common',
      'mid',
      'rare',
      'rare',
    ]);
  });

  it('keeps names and per-year counts', () => {
    expect(built.dictionaries[0]?.isName('smith')).toBe(true);
    const years = built.yearly?.yearlyFrequencies('aluminum') ?? [];
    expect(years.map((year) => year.count).slice(0, 3)).toEqual([30, 900, 30]);
    expect(years[1]?.perMillion).toBeCloseTo((900 / (100 + 365 + 900)) * 1e6);
  });
});
