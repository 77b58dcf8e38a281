// The summary's Word document must be one Word opens: XML 1.0 forbids U+FFFE, U+FFFF and most
// control characters, which a pasted text may hold, so they are dropped; its file name keeps no
// bidirectional control, which would make it read as another name.
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { attachmentHeader } from '../text-analysis/index.ts';
import { buildSummaryDocument, summaryFileName } from './summary-document.ts';

// eslint-disable-next-line no-control-regex -- the characters under test
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/u;

describe('the summary document with characters XML forbids', () => {
  it('writes parts without them, which mammoth reads back', async () => {
    const buffer = await buildSummaryDocument({
      language: 'en',
      title: 'Half\uffff Life',
      versions: [{ label: 'First\ufffe text', measures: '12 words\u0007', text: 'Cells\ufffe divide\uffff fast\u0001.' }],
      choices: [{ label: 'Audience\uffff', value: 'Teen\ufffeagers' }],
    });
    const zip = await JSZip.loadAsync(buffer);
    for (const name of Object.keys(zip.files).filter((file) => file.endsWith('.xml'))) {
      const xml = (await zip.file(name)?.async('string')) ?? '';
      const decoded = xml.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));
      expect(FORBIDDEN.test(decoded), name).toBe(false);
    }
    const { value } = await mammoth.extractRawText({ buffer });
    expect(value).toContain('Cells divide fast.');
    expect(value).toContain('Audience: Teenagers');
  });
});

describe('the download file name', () => {
  it('drops right-to-left overrides and isolates from filename and filename*', () => {
    const header = attachmentHeader(summaryFileName('Report\u202Excod.exe \u2067x\u2069'));
    expect(header).not.toMatch(/%E2%80%AE|%E2%81%A7|%E2%81%A9/i);
    expect(header).toContain("filename*=UTF-8''Reportxcod.exe%20x.docx");
  });

  it('answers a name with an unpaired surrogate instead of throwing', () => {
    expect(attachmentHeader('a\ud800b.docx')).toContain("filename*=UTF-8''a%EF%BF%BDb.docx");
  });
});
