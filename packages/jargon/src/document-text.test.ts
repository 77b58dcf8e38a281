import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { documentText, readDocumentText } from './document-text.ts';
import { JargonError } from './errors.ts';

const work = mkdtempSync(join(tmpdir(), 'jargon-docs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('document text', () => {
  it('reads the paragraphs of a .docx', async () => {
    const document = new Document({
      sections: [{ children: [new Paragraph({ children: [new TextRun('Gene therapy')] }), new Paragraph({ children: [new TextRun('works.')] })] }],
    });
    const text = await documentText('Article.DOCX', await Packer.toBuffer(document));
    expect(text.split(/\n+/).filter(Boolean)).toEqual(['Gene therapy', 'works.']);
  });

  it('reads a .txt file from disk', async () => {
    writeFileSync(join(work, 'a.txt'), 'plain text');
    expect(await readDocumentText(join(work, 'a.txt'))).toBe('plain text');
  });

  it('refuses a broken .docx, binary .txt and other file types with clear errors', async () => {
    await expect(documentText('a.docx', new TextEncoder().encode('not a zip'))).rejects.toThrowError(
      new JargonError('INVALID_TEXT', 'The file is not a readable .docx document.'),
    );
    await expect(documentText('a.txt', Uint8Array.of(0, 1, 2))).rejects.toThrow('The file is binary, not text.');
    await expect(documentText('a.pdf', Uint8Array.of(1))).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE' });
    await expect(readDocumentText(join(work, 'missing.txt'))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
