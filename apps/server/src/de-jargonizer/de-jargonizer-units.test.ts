import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { checkDeclaredSizes, MAX_ENTRIES, NOT_A_DOCX, readCentralDirectory, TOO_LARGE_UNPACKED } from '@scicomm/jargon/docx-safety';
import { checkDocx } from '../text-analysis/docx-safety.ts';
import { bandsOfWords, resultFileName } from '../text-analysis/docx-report.ts';
import { needleAngle } from '@scicomm/shared/gauge-geometry';
import { csvCell } from '../file-formats/csv.ts';
import { toCsv } from '../text-analysis/group-grading.ts';
import { kindOfFile } from '../text-analysis/upload.ts';
import { makeDocx, makeZip, makeZipBomb } from '../text-analysis/test-support.ts';

describe('docx safety', () => {
  const documentXml = { name: 'word/document.xml', data: Buffer.from('<w:document/>') };
  const centralOf = (zip: Buffer) => zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  const endOf = (zip: Buffer) => zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));

  it('reads the central directory of a real .docx and passes it', async () => {
    const docx = await makeDocx('Hello there.');
    const directory = await readCentralDirectory(docx);
    directory.zip.close();
    expect(directory.entries.map((entry) => entry.name)).toContain('word/document.xml');
    await expect(checkDocx(docx)).resolves.toBeUndefined();
  });

  it('passes stored (uncompressed) entries', async () => {
    await expect(checkDocx(makeZip([{ ...documentXml, store: true }]))).resolves.toBeUndefined();
  });

  it('refuses what is not a zip archive', async () => {
    await expect(checkDocx(Buffer.from('plain text, not a zip'))).rejects.toThrow(NOT_A_DOCX);
  });

  it('refuses from the declarations alone, before inflating anything', async () => {
    const directory = await readCentralDirectory(makeZipBomb(60 * 1024 * 1024));
    directory.zip.close();
    expect(() => checkDeclaredSizes(directory.entries)).toThrow(TOO_LARGE_UNPACKED);
    await expect(checkDocx(makeZipBomb(60 * 1024 * 1024))).rejects.toMatchObject({ statusCode: 413 });
  });

  it('refuses an entry packed more tightly than 200 : 1', async () => {
    // 4 MiB of zeros deflate to about 4 KiB: declared honestly, but too tight a ratio.
    await expect(checkDocx(makeZipBomb(4 * 1024 * 1024), 100 * 1024 * 1024)).rejects.toThrow(TOO_LARGE_UNPACKED);
    // Under the ratio check's threshold the same ratio is fine.
    await expect(checkDocx(makeZipBomb(512 * 1024))).resolves.toBeUndefined();
  });

  it('refuses entries that add up to more than the limit', async () => {
    const entries = [documentXml, ...[1, 2, 3].map((n) => ({ name: `word/media/${n}.bin`, data: Buffer.alloc(400 * 1024, n) }))];
    await expect(checkDocx(makeZip(entries), 1024 * 1024)).rejects.toMatchObject({ statusCode: 413 });
    await expect(checkDocx(makeZip(entries), 2 * 1024 * 1024)).resolves.toBeUndefined();
  });

  it('refuses an entry that inflates past what it declares', async () => {
    await expect(checkDocx(makeZipBomb(2 * 1024 * 1024, 100))).rejects.toThrow(TOO_LARGE_UNPACKED);
  });

  it('refuses an entry that inflates to less than it declares', async () => {
    const zip = makeZip([{ ...documentXml, declaredSize: documentXml.data.length + 10 }]);
    await expect(checkDocx(zip)).rejects.toThrow(/damaged/);
  });

  it('refuses an empty entry whose data is more than empty deflate', async () => {
    const zip = makeZip([documentXml, { name: 'word/empty.xml', data: Buffer.from('x'.repeat(50)), declaredSize: 0 }]);
    await expect(checkDocx(zip)).rejects.toThrow(TOO_LARGE_UNPACKED);
  });

  it('refuses a stored entry whose two sizes differ', async () => {
    const zip = makeZip([{ ...documentXml, store: true, declaredSize: 5 }]);
    await expect(checkDocx(zip)).rejects.toThrow(/damaged/);
  });

  it('refuses too many entries', async () => {
    const many = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({ name: `word/${i}.xml`, data: Buffer.alloc(0), store: true }));
    await expect(checkDocx(makeZip([documentXml, ...many]))).rejects.toThrow(/too many entries/);
  });

  it('refuses a truncated archive and damaged data', async () => {
    const docx = await makeDocx('Hello');
    await expect(readCentralDirectory(docx.subarray(0, docx.length - 10))).rejects.toThrow(/damaged/);
    const broken = makeZip([{ name: 'word/document.xml', data: Buffer.from('x'.repeat(100)) }]);
    const data = deflateRawSync(Buffer.from('x'.repeat(100)));
    broken.fill(
      0xff,
      30 + 'word/document.xml'.length,
      30 + 'word/document.xml'.length + data.length,
    );
    await expect(checkDocx(broken)).rejects.toThrow(/damaged/);
  });

  it('refuses a central directory that points outside the file', async () => {
    const zip = makeZip([documentXml]);
    zip.writeUInt32LE(zip.length * 2, endOf(zip) + 16);
    await expect(checkDocx(zip)).rejects.toThrow(/damaged/);
  });

  it('refuses an archive split over several disks', async () => {
    const zip = makeZip([documentXml]);
    zip.writeUInt16LE(1, endOf(zip) + 4);
    await expect(checkDocx(zip)).rejects.toThrow(/split archives/);
  });

  it('refuses an entry whose local header is not where the directory says', async () => {
    const zip = makeZip([documentXml]);
    zip.writeUInt32LE(7, centralOf(zip) + 42);
    await expect(checkDocx(zip)).rejects.toThrow(/damaged/);
  });

  it('refuses an unknown compression method', async () => {
    const zip = makeZip([documentXml]);
    zip.writeUInt16LE(14, centralOf(zip) + 10);
    zip.writeUInt16LE(14, 8);
    await expect(checkDocx(zip)).rejects.toThrow(/unsupported compression method/);
  });

  it('refuses an encrypted entry', async () => {
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]);
    zip.writeUInt16LE(1, centralOf(zip) + 8);
    await expect(checkDocx(zip)).rejects.toThrow(/encrypted/);
  });

  it('refuses a zip that is not a Word document', async () => {
    await expect(checkDocx(makeZip([{ name: 'readme.txt', data: Buffer.from('hi') }]))).rejects.toThrow(/not a Word/);
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
