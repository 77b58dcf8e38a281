import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { checkDeclaredSizes, checkDocx, readCentralDirectory } from './docx-safety.ts';
import { bandsOfWords, resultFileName } from './docx-report.ts';
import { needleAngle } from './gauge.ts';
import { csvCell, toCsv } from './group-grading.ts';
import { kindOfFile } from './upload.ts';
import { makeDocx, makeZip, makeZipBomb } from './test-support.ts';

describe('docx safety', () => {
  it('reads the central directory of a real .docx and passes it', async () => {
    const docx = await makeDocx('Hello there.');
    expect(readCentralDirectory(docx).map((entry) => entry.name)).toContain('word/document.xml');
    await expect(checkDocx(docx)).resolves.toBeUndefined();
  });

  it('refuses from the declarations alone, before inflating anything', () => {
    const entries = readCentralDirectory(makeZipBomb(60 * 1024 * 1024));
    expect(() => checkDeclaredSizes(entries)).toThrow('The .docx file is too large when unpacked.');
  });

  it('refuses an entry that inflates past what it declares', async () => {
    await expect(checkDocx(makeZipBomb(2 * 1024 * 1024, 100))).rejects.toThrow(
      'The .docx file is too large when unpacked.',
    );
  });

  it('refuses a truncated archive and damaged data', async () => {
    const docx = await makeDocx('Hello');
    expect(() => readCentralDirectory(docx.subarray(0, docx.length - 10))).toThrow(/damaged/);
    const broken = makeZip([{ name: 'word/document.xml', data: Buffer.from('x'.repeat(100)) }]);
    const data = deflateRawSync(Buffer.from('x'.repeat(100)));
    broken.fill(
      0xff,
      30 + 'word/document.xml'.length,
      30 + 'word/document.xml'.length + data.length,
    );
    await expect(checkDocx(broken)).rejects.toThrow(/damaged/);
  });

  it('refuses an encrypted entry', async () => {
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(1, central + 8);
    await expect(checkDocx(zip)).rejects.toThrow(/encrypted/);
  });
});

describe('file kinds', () => {
  it.each([
    ['a.txt', 'text/plain; charset=utf-8', 'txt'],
    ['A.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['b.docx', 'application/octet-stream', 'docx'],
    ['c.txt', '', 'txt'],
  ])('%s sent as "%s" is %s', (name, type, kind) => expect(kindOfFile(name, type)).toBe(kind));

  it.each([
    ['a.doc', 'application/msword', 415],
    ['noextension', 'text/plain', 415],
    ['a.txt', 'application/pdf', 400],
    ['a.docx', 'text/plain', 400],
  ])('%s sent as %s is refused with %i', (name, type, status) => {
    expect(() => kindOfFile(name, type)).toThrow(expect.objectContaining({ statusCode: status }));
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain.txt')).toBe('plain.txt');
    expect(csvCell('a, b.txt')).toBe('"a, b.txt"');
    expect(csvCell('say "hi".txt')).toBe('"say ""hi"".txt"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv([]);
    expect(csv.startsWith('\uFEFFFile Name,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('gauge', () => {
  it('points at the rounded rare-word percentage: far left, up, far right', () => {
    expect(needleAngle(0)).toBe(-85);
    expect(needleAngle(5)).toBe(0);
    expect(needleAngle(10)).toBe(85);
    expect(needleAngle(55)).toBe(85);
    expect(needleAngle(2.5)).toBe(-42.5);
  });
});

describe('result document', () => {
  it('names the file after the result, without characters file systems refuse', () => {
    expect(resultFileName('My: essay/draft?')).toBe('My essay draft - Result.docx');
    expect(resultFileName('   ')).toBe('Article - Result.docx');
  });

  it('colours words by their order in the lists, or by membership when the lists do not fit the text', () => {
    const input = {
      name: '',
      cleanedWords: [],
      words: [],
      normalWords: ['gene'],
      rareWords: ['epigenetics'],
    };
    expect(bandsOfWords(['epigenetics', 'of', 'the', 'gene'], input)).toEqual([
      'rare',
      'common',
      'common',
      'mid',
    ]);
    expect(
      bandsOfWords(['gene', 'epigenetics', 'gene', 'epigenetics'], {
        ...input,
        rareWords: ['epigenetics', 'epigenetics', 'other'],
      }),
    ).toEqual(['mid', 'rare', 'mid', 'rare']);
  });
});
