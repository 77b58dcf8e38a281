// Small in-memory dictionaries for the unit tests, built from word lists instead of the BBC
// data, so most tests run in milliseconds.
import { BAND_COMMON, BAND_MID, BAND_RARE, Dictionary, packBands } from './dictionary.ts';
import { Thesaurus } from './thesaurus.ts';
import { WordTable } from './word-table.ts';

export interface TestDictionaryWords {
  readonly code?: string;
  readonly common?: readonly string[];
  readonly mid?: readonly string[];
  /** Listed but rare (e.g. a low count). */
  readonly rare?: readonly string[];
  readonly names?: readonly string[];
  /** Counts for ordering alternatives; default 1000 for common, 100 for mid, 1 for rare. */
  readonly frequencies?: Readonly<Record<string, number>>;
  readonly thesaurus?: Thesaurus;
}

export function testDictionary(words: TestDictionaryWords): Dictionary {
  const code = words.code ?? 'English2021_2024';
  const all: string[] = [];
  const codes: number[] = [];
  const add = (list: readonly string[] | undefined, band: number): void => {
    for (const word of list ?? []) {
      if (!all.includes(word)) {
        all.push(word);
        codes.push(band);
      }
    }
  };
  add(words.common, BAND_COMMON);
  add(words.mid, BAND_MID);
  add(words.rare, BAND_RARE);
  add(words.names, BAND_RARE);
  const table = WordTable.build(all);
  const names = new Uint8Array(all.length);
  for (const name of words.names ?? []) names[table.find(name)] = 1;
  const language = /^\p{L}+/u.exec(code)?.[0] ?? 'English';
  const defaults = [1000, 100, 1];
  return new Dictionary({
    info: { code, language, startYear: 2021, endYear: 2024, source: 'test words', bandRule: 'as listed', tokens: 0, types: all.length },
    table,
    bands: packBands(codes),
    names: words.names ? names : null,
    frequencyOf: (id) => words.frequencies?.[all[id] ?? ''] ?? defaults[codes[id] ?? 2] ?? 0,
    thesaurus: words.thesaurus ?? null,
  });
}

/** A thesaurus from lemma → alternatives, stored as wordnet-builder.ts stores them. */
export function testThesaurus(entries: Readonly<Record<string, readonly string[]>>): Thesaurus {
  const lemmas = [...new Set([...Object.keys(entries), ...Object.values(entries).flat()])];
  const table = WordTable.build(lemmas);
  const offsets = new Uint32Array(lemmas.length + 1);
  const ids: number[] = [];
  lemmas.forEach((lemma, id) => {
    offsets[id] = ids.length;
    for (const alternative of entries[lemma] ?? []) ids.push(table.find(alternative));
  });
  offsets[lemmas.length] = ids.length;
  return new Thesaurus(table, offsets, Uint32Array.from(ids));
}
