import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alternatives } from './alternatives.ts';
import { buildDictionaries } from './build-dictionaries.ts';
import { decodeDictionaryContainer, isThesaurusSection } from './dictionary-file.ts';
import { encodeContainer, openContainer, type ContainerSource } from './dictionary-format.ts';
import { ENGLISH_FILE, loadDictionaryFile } from './load.ts';
import { meaningsOf } from './meanings.ts';

/** An in-memory container file that records the byte ranges read from it. */
function recordingSource(bytes: Uint8Array): ContainerSource & { reads: [number, number][] } {
  const reads: [number, number][] = [];
  return { length: bytes.length, reads, read: (start, end) => (reads.push([start, end]), bytes.slice(start, end)) };
}

describe('a container with deferred sections', () => {
  const bytes = encodeContainer(
    { kind: 'test' },
    { eager: Uint32Array.of(1, 2, 3), 'later.a': Uint16Array.of(7, 8), 'later.b': Uint8Array.of(9) },
  );

  it('reads the header and the other sections first, and a deferred one only when asked for, once', () => {
    const source = recordingSource(bytes);
    const container = openContainer(source, (name) => name.startsWith('later.'));
    expect([...container.u32('eager')]).toEqual([1, 2, 3]);
    const eagerEnd = Math.max(...source.reads.map(([, end]) => end));
    expect(eagerEnd).toBeLessThan(bytes.length);
    const before = source.reads.length;
    expect([...container.u16('later.a')]).toEqual([7, 8]);
    expect(container.u16('later.a')).toBe(container.u16('later.a'));
    expect(source.reads.length).toBe(before + 1);
    expect([...container.u8('later.b')]).toEqual([9]);
  });

  it('reads everything at once when nothing is deferred', () => {
    const source = recordingSource(bytes);
    const container = openContainer(source, () => false);
    const reads = source.reads.length;
    expect([...container.u8('later.b')]).toEqual([9]);
    expect([...container.u16('later.a')]).toEqual([7, 8]);
    expect(source.reads.length).toBe(reads);
  });

  it('refuses a file that is not a container', () => {
    expect(() => openContainer(recordingSource(new TextEncoder().encode('not a dictionary at all')), () => true)).toThrow(/bad magic/);
  });
});

describe('loading the English dictionaries', () => {
  it('leaves the thesaurus on disk until the first simpler word is asked for', () => {
    const english = loadDictionaryFile(join(buildDictionaries().outDir, ENGLISH_FILE));
    const dictionary = english.dictionaries.at(-1);
    expect(english.thesaurus?.isLoaded).toBe(false);
    expect(dictionary?.bandOfForm('season')).toBe('common');
    expect(english.thesaurus?.isLoaded).toBe(false);
    expect(alternatives('mutagenesis', dictionary ?? english.dictionaries[0]!, 5, 'Random mutagenesis produced new strains.')).toEqual([]);
    expect(english.thesaurus?.isLoaded).toBe(true);
    expect(english.thesaurus?.sensesOf('gauge').length).toBeGreaterThan(1);
  }, 180_000);

  it('reads the definitions only when a meaning is first shown: the simpler words never need them', () => {
    const source = recordingSource(readFileSync(join(buildDictionaries().outDir, ENGLISH_FILE)));
    const container = openContainer(source, isThesaurusSection);
    const english = decodeDictionaryContainer(container);
    const sections = container.meta['sections'] as { name: string; byteOffset: number }[];
    const definitionsAt = sections.find((section) => section.name === 'thesaurus.definitions')?.byteOffset ?? -1;
    const definitionsRead = () => source.reads.some(([start, end]) => start <= definitionsAt && definitionsAt < end);
    const dictionary = english.dictionaries.at(-1) ?? english.dictionaries[0]!;
    expect(alternatives('commence', dictionary, 5, 'The trials commence in May.').length).toBeGreaterThan(0);
    expect(alternatives('mutagenesis', dictionary, 5, 'Random mutagenesis produced new strains.')).toEqual([]);
    expect(definitionsRead()).toBe(false);
    expect(meaningsOf('mutagenesis', dictionary).length).toBeGreaterThan(0);
    expect(definitionsRead()).toBe(true);
  }, 180_000);
});
