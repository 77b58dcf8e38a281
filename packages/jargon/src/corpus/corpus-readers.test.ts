import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import type { CorpusItem } from './corpus-text.ts';
import { corpusSource, countCorpus, readCorpus } from './corpus-source.ts';

const work = mkdtempSync(join(tmpdir(), 'corpus-readers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function itemsOf(path: string, columns?: { idColumn: string; textColumn: string; groupColumn?: string }): Promise<CorpusItem[]> {
  const items: CorpusItem[] = [];
  for await (const item of readCorpus(await corpusSource(path, columns))) items.push(item);
  return items;
}

const docxOf = (text: string) => Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));

describe('a ZIP corpus', () => {
  it('yields every .txt and .docx of nested folders with its folder as group, skips __MACOSX and dotfiles, and reports a broken file as its own row', async () => {
    const zip = new JSZip();
    zip.file('one.txt', 'Plain words for everyone.');
    zip.file('2019/two.txt', '\uFEFFSecond text.');
    zip.file('2019/deep/three.docx', await docxOf('A Word document.'));
    zip.file('2019/broken.docx', 'not a zip at all');
    zip.file('notes.pdf', '%PDF-1.4');
    zip.file('binary.txt', Buffer.from([0x41, 0x00, 0x42]));
    zip.file('__MACOSX/2019/._two.txt', 'resource fork');
    zip.file('.DS_Store', 'finder');
    zip.file('2019/.hidden.txt', 'hidden');
    const path = join(work, 'corpus.zip');
    writeFileSync(path, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));

    const items = await itemsOf(path);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect([...byId.keys()].sort()).toEqual(['2019/broken.docx', '2019/deep/three.docx', '2019/two.txt', 'binary.txt', 'notes.pdf', 'one.txt']);
    expect(byId.get('one.txt')).toEqual({ id: 'one.txt', group: null, text: 'Plain words for everyone.' });
    expect(byId.get('2019/two.txt')).toEqual({ id: '2019/two.txt', group: '2019', text: 'Second text.' });
    expect(byId.get('2019/deep/three.docx')).toMatchObject({ group: '2019/deep', text: expect.stringContaining('A Word document.') });
    expect(byId.get('2019/broken.docx')).toMatchObject({ group: '2019', error: { code: 'INVALID_TEXT' } });
    expect(byId.get('notes.pdf')).toMatchObject({ error: { code: 'UNSUPPORTED_FILE' } });
    expect(byId.get('binary.txt')).toMatchObject({ error: { code: 'INVALID_TEXT' } });
    expect(await countCorpus(await corpusSource(path))).toBe(6);
  });

  it('refuses a file that is not a ZIP archive with a clear message', async () => {
    const path = join(work, 'fake.zip');
    writeFileSync(path, 'hello');
    await expect(itemsOf(path)).rejects.toThrow(/is not a readable ZIP archive/);
  });
});

describe('a CSV corpus', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks after a byte-order mark, by the columns named', async () => {
    const path = join(work, 'abstracts.csv');
    writeFileSync(
      path,
      '\uFEFFyear,Abstract ID,abstract\r\n' +
        '2019,a1,"First, with a comma and ""quotes""."\r\n' +
        '2020,a2,"Two lines:\nthe second."\r\n' +
        '\r\n' +
        '2020,a3,Plain\r\n',
    );
    const items = await itemsOf(path, { idColumn: 'Abstract ID', textColumn: 'abstract', groupColumn: 'year' });
    expect(items).toEqual([
      { id: 'a1', group: '2019', text: 'First, with a comma and "quotes".' },
      { id: 'a2', group: '2020', text: 'Two lines:\nthe second.' },
      { id: 'a3', group: '2020', text: 'Plain' },
    ]);
    expect(await countCorpus(await corpusSource(path))).toBe(3);
  });

  it('turns a short row, a missing id, a repeated id and an unclosed quote into rows with their errors, keeping the good rows', async () => {
    const path = join(work, 'broken.csv');
    writeFileSync(path, 'id,text\na,First.\nb\n,No id.\na,Again.\nc,Third.\nd,"never closed\n');
    const items = await itemsOf(path, { idColumn: 'id', textColumn: 'text' });
    expect(items.filter((item) => 'text' in item)).toEqual([
      { id: 'a', group: null, text: 'First.' },
      { id: 'c', group: null, text: 'Third.' },
    ]);
    const failures = items.filter((item) => 'error' in item);
    expect(failures.map((item) => [item.id, 'error' in item && item.error.code])).toEqual([
      ['b (line 3)', 'INVALID_ROW'],
      ['line 4', 'INVALID_ROW'],
      ['a (line 5)', 'DUPLICATE_ID'],
      [expect.stringMatching(/^line /), 'INVALID_ROW'],
    ]);
  });

  it('names the columns it has when the id or text column is missing', async () => {
    const path = join(work, 'columns.csv');
    writeFileSync(path, 'key,body\n1,Text.\n');
    await expect(itemsOf(path)).rejects.toThrow('The CSV has no id column "id"; its columns are: key, body.');
  });
});

describe('a folder corpus', () => {
  it('reads nested folders in name order, skipping hidden files and folders', async () => {
    const root = join(work, 'folder');
    mkdirSync(join(root, 'b', '.git'), { recursive: true });
    writeFileSync(join(root, 'b', 'x.txt'), 'In b.');
    writeFileSync(join(root, 'b', '.git', 'HEAD'), 'ref');
    writeFileSync(join(root, 'a.txt'), 'At the top.');
    writeFileSync(join(root, '.hidden.txt'), 'hidden');
    writeFileSync(join(root, 'c.docx'), await docxOf('Word.'));
    const items = await itemsOf(root);
    expect(items.map((item) => [item.id, item.group])).toEqual([
      ['a.txt', null],
      ['b/x.txt', 'b'],
      ['c.docx', null],
    ]);
    expect(await countCorpus(await corpusSource(root))).toBe(3);
  });

  it('refuses a path that is neither a folder, a .zip nor a .csv', async () => {
    const path = join(work, 'one.txt');
    writeFileSync(path, 'x');
    await expect(corpusSource(path)).rejects.toThrow('A corpus is a folder, a .zip or a .csv file');
    await expect(corpusSource(join(work, 'missing.zip'))).rejects.toThrow('Cannot read');
  });
});
