import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDictionaries } from './build-dictionaries.ts';
import { analyze } from './classify.ts';
import { buildCorpusDictionary, CorpusCounter, corpusThresholds, countTextFile } from './corpus-builder.ts';
import { JargonError } from './errors.ts';
import { ENGLISH_FILE, loadDictionaries, loadDictionaryFile } from './load.ts';

let work: string;

async function writeDocx(path: string, paragraphs: string[]): Promise<void> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }] });
  writeFileSync(path, await Packer.toBuffer(document));
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'jargon-corpus-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('corpus band rule', () => {
  it('scales the English thresholds (1,000 and 50 per ~100 M tokens) to the corpus size', () => {
    expect(corpusThresholds(100_000_000)).toEqual({ commonMin: 1000, midMin: 50 });
    expect(corpusThresholds(2_000_000)).toEqual({ commonMin: 20, midMin: 1 });
    expect(corpusThresholds(1_000)).toEqual({ commonMin: 1, midMin: 1 });
  });
});

describe('streaming .txt files', () => {
  it('counts exactly as the whole text would, across chunk, word and UTF-8 boundaries', async () => {
    const pieces = ['naïve', 'שלום', 'well-known', 'see example.com/path', 'me@x.org', '😀', "don't", 'Zürich’s', '2024', 'ĀĂĄ', 'end.'];
    let text = '';
    for (let index = 0; text.length < 400_000; index++) text += pieces[(index * 7) % pieces.length] + (index % 13 === 0 ? '\n' : ' ');
    const path = join(work, 'big.txt');
    writeFileSync(path, text);
    const streamed = new CorpusCounter();
    await countTextFile(path, streamed);
    const whole = new CorpusCounter();
    whole.addText(text);
    expect(streamed.tokens).toBe(whole.tokens);
    expect(new Map([...streamed.counts].sort())).toEqual(new Map([...whole.counts].sort()));
    expect(streamed.counts.get('well-known')).toBeGreaterThan(0);
    expect(streamed.counts.get('known')).toBe(streamed.counts.get('well-known'));
  });

  it('refuses invalid UTF-8 and binary files', async () => {
    writeFileSync(join(work, 'bad-utf8.bin'), Uint8Array.of(0x61, 0x20, 0xc3, 0x28));
    writeFileSync(join(work, 'nul.bin'), Uint8Array.of(0x61, 0x00, 0x62));
    await expect(countTextFile(join(work, 'bad-utf8.bin'), new CorpusCounter())).rejects.toThrow('The file is not valid UTF-8 text.');
    await expect(countTextFile(join(work, 'nul.bin'), new CorpusCounter())).rejects.toThrow('The file is binary, not text.');
  });
});

describe('buildCorpusDictionary', () => {
  it('builds a dictionary from .txt and .docx files that loads and analyses like the built ones', async () => {
    const input = join(work, 'corpus');
    mkdirSync(join(input, 'more'), { recursive: true });
    writeFileSync(join(input, 'a.txt'), 'Mitochondria make energy. Mitochondria divide.\nThe cell uses energy.');
    await writeDocx(join(input, 'b.docx'), ['Ribosomes build proteins.', 'The cell needs proteins and energy.']);
    writeFileSync(join(input, 'more', 'c.TXT'), 'Energy, energy everywhere');
    writeFileSync(join(input, 'broken.txt'), Uint8Array.of(0xff, 0x41, 0x00));
    writeFileSync(join(input, 'broken.docx'), 'not a zip');
    writeFileSync(join(input, 'ignored.pdf'), 'not read');

    const outDir = join(work, 'out');
    const result = await buildCorpusDictionary({ inputDir: input, code: 'Biology2020_2024', outDir });
    expect(result).toMatchObject({ code: 'Biology2020_2024', files: 3, commonMin: 1, midMin: 1 });
    expect(result.skipped.map((skip) => skip.file).sort()).toEqual(['broken.docx', 'broken.txt']);
    expect(result.tokens).toBe(21);

    const [dictionary] = loadDictionaryFile(result.path).dictionaries;
    expect(dictionary?.code).toBe('Biology2020_2024');
    expect(dictionary?.info.language).toBe('Biology');
    expect(dictionary?.frequency('energy')).toBe(5);
    expect(dictionary?.frequency('ribosomes')).toBe(1);
    if (!dictionary) throw new Error('no dictionary');
    const analysis = analyze('Ribosomes build energy; quarks do not.', dictionary);
    expect(analysis.wordBands).toEqual(['common', 'common', 'common', 'rare', 'rare', 'rare']);
  });

  it('is found by loadDictionaries next to the English dictionaries, and gets the English thesaurus', async () => {
    const built = buildDictionaries();
    const dir = join(work, 'served');
    mkdirSync(dir, { recursive: true });
    symlinkSync(join(built.outDir, ENGLISH_FILE), join(dir, ENGLISH_FILE));
    const input = join(work, 'english-corpus');
    mkdirSync(input, { recursive: true });
    writeFileSync(join(input, 'a.txt'), 'The physiology of sleep. Sleep and rest.');
    await buildCorpusDictionary({ inputDir: input, code: 'English2020_2024', outDir: dir });
    const set = loadDictionaries({ dir });
    expect(set.codes).toContain('English2020_2024');
    expect(set.get('English2020_2024').thesaurus).not.toBeNull();
  }, 120_000);

  it('refuses a bad code, a built-in period, a missing folder and a folder without documents', async () => {
    await expect(buildCorpusDictionary({ inputDir: work, code: 'Biology20_2024' })).rejects.toThrowError(new JargonError('INVALID_PERIOD', 'Invalid format: Biology20_2024'));
    await expect(buildCorpusDictionary({ inputDir: work, code: 'English2021_2024' })).rejects.toThrow('built-in period');
    await expect(buildCorpusDictionary({ inputDir: join(work, 'nowhere'), code: 'Biology2020_2024' })).rejects.toThrow('is not a readable folder');
    const empty = join(work, 'empty');
    mkdirSync(empty);
    await expect(buildCorpusDictionary({ inputDir: empty, code: 'Biology2020_2024' })).rejects.toThrow('No .txt or .docx files');
  });
});
