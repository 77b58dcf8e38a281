import {
  Bookmark,
  CheckBox,
  DeletedTextRun,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  InsertedTextRun,
  InternalHyperlink,
  NoBreakHyphen,
  Packer,
  PageBreak,
  Paragraph,
  SimpleField,
  SoftHyphen,
  SymbolRun,
  Tab,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
} from 'docx';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxText } from './document-text.ts';
import { NeedsFullReader, streamDocxRawText } from './docx-stream.ts';

const mammothText = async (buffer: Buffer) => (await mammoth.extractRawText({ buffer })).value;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NAMESPACES =
  `xmlns:w="${W}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ` +
  'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"';

const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A real .docx (from the docx package) whose document.xml (or another entry) is replaced. */
async function withEntries(entries: Record<string, string>): Promise<Buffer> {
  const base = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('base')] }] }));
  const zip = await JSZip.loadAsync(base);
  for (const [path, content] of Object.entries(entries)) zip.file(path, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const withBody = (body: string, namespaces = NAMESPACES) =>
  withEntries({ 'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${namespaces}><w:body>${body}</w:body></w:document>` });

const richDocument = () =>
  Packer.toBuffer(
    new Document({
      footnotes: { 1: { children: [new Paragraph('A footnote is not body text.')] } },
      sections: [
        {
          children: [
            new Paragraph({ text: 'Half life', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [
                new TextRun('Before a tab'),
                new TextRun({ children: [new Tab(), 'after it'] }),
                new TextRun({ text: 'after a line break', break: 1 }),
                new FootnoteReferenceRun(1),
                new SymbolRun('F071'),
                new TextRun({ children: [new NoBreakHyphen(), 'x', new SoftHyphen(), 'y'] }),
              ],
            }),
            new Paragraph({ children: [new PageBreak(), new TextRun('after a page break & <brackets> "quoted"')] }),
            new Paragraph({
              children: [
                new ExternalHyperlink({ link: 'https://example.org', children: [new TextRun('a link')] }),
                new InternalHyperlink({ anchor: 'mark', children: [new TextRun(' an anchor')] }),
                new Bookmark({ id: 'mark', children: [new TextRun(' a bookmark')] }),
              ],
            }),
            new Paragraph({
              children: [
                new TextRun('kept '),
                new DeletedTextRun({ text: 'deleted ', id: 1, author: 'a', date: '2024-01-01T00:00:00Z' }),
                new InsertedTextRun({ text: 'inserted', id: 2, author: 'a', date: '2024-01-01T00:00:00Z' }),
              ],
            }),
            new Paragraph({ children: [new TextRun('Page '), new SimpleField('PAGE', '1')] }),
            new Table({
              rows: [
                new TableRow({ children: [new TableCell({ children: [new Paragraph('cell one')] }), new TableCell({ children: [new Paragraph('cell two'), new Paragraph('more')] })] }),
                new TableRow({ children: [new TableCell({ children: [new Table({ rows: [new TableRow({ children: [new TableCell({ children: [new Paragraph('nested')] })] })] })] }), new TableCell({ children: [] })] }),
              ],
            }),
            new Textbox({ style: { width: '100pt', height: '50pt' }, children: [new Paragraph('in a text box')] }),
            new Paragraph({ children: [new TextRun('זמן מחצית החיים, Ünïcödé, 日本語')] }),
            new Paragraph(''),
          ],
        },
      ],
    }),
  );

const handMade: Record<string, () => Promise<Buffer>> = {
  'a deleted paragraph joined to the next, and one at the end lost': () =>
    withBody(
      `<w:p><w:pPr><w:rPr><w:del w:id="1" w:author="a"/></w:rPr></w:pPr><w:r><w:t>joined </w:t></w:r></w:p>${paragraph('next')}` +
        `${paragraph('plain')}<w:p><w:pPr><w:rPr><w:del w:id="2" w:author="a"/></w:rPr></w:pPr><w:r><w:t>lost</w:t></w:r></w:p>`,
    ),
  'deleted runs and rows, moves, unknown elements': () =>
    withBody(
      `<w:p><w:r><w:t>a</w:t></w:r><w:del><w:r><w:delText>gone</w:delText></w:r></w:del><w:ins><w:r><w:t>b</w:t></w:r></w:ins>` +
        `<w:moveFrom><w:r><w:t>moved away</w:t></w:r></w:moveFrom><w:moveTo><w:r><w:t>moved here</w:t></w:r></w:moveTo>` +
        `<w:unknown><w:r><w:t>unread</w:t></w:r></w:unknown><w:smartTag><w:r><w:t>tagged</w:t></w:r></w:smartTag></w:p>` +
        `<w:tbl><w:tr><w:trPr><w:del w:id="3" w:author="a"/></w:trPr><w:tc>${paragraph('deleted row')}</w:tc></w:tr>` +
        `<w:tr><w:tc>${paragraph('kept row')}</w:tc></w:tr></w:tbl>`,
    ),
  'alternate content, a VML text box inside a paragraph, a paragraph inside a run': () =>
    withBody(
      `<w:p><w:r><w:t>before</w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:t>choice</w:t></mc:Choice>` +
        `<mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>${paragraph('boxed one')}${paragraph('boxed two')}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback>` +
        `</mc:AlternateContent></w:r><w:r><w:t>after</w:t></w:r></w:p>${paragraph('last')}`,
    ),
  'content controls, fields, symbols, hyphens, breaks, entities, CDATA': () =>
    withBody(
      `<w:sdt><w:sdtPr><w:alias w:val="x"/></w:sdtPr><w:sdtContent>${paragraph('in a control')}</w:sdtContent></w:sdt>` +
        `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> HYPERLINK "https://x.org" </w:instrText></w:r>` +
        `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>field result</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>` +
        `<w:r><w:sym w:font="Wingdings" w:char="F0FC"/><w:sym w:font="Nothing" w:char="0041"/><w:noBreakHyphen/><w:softHyphen/>` +
        `<w:tab/><w:br/><w:br w:type="page"/><w:cr/><w:t>&amp;&lt;&#233;</w:t><w:t><![CDATA[cdata]]></w:t><w:t></w:t></w:r></w:p>`,
    ),
  'another prefix for the WordprocessingML namespace': () =>
    withEntries({
      'word/document.xml': `<x:document xmlns:x="${W}"><x:body><x:p><x:r><x:t>prefixed</x:t><x:tab/></x:r></x:p></x:body></x:document>`,
    }),
  'the Strict namespace and a byte order mark': () =>
    withEntries({
      'word/document.xml': `\uFEFF<w:document xmlns:w="http://purl.oclc.org/ooxml/wordprocessingml/main"><w:body>${paragraph('strict')}</w:body></w:document>`,
    }),
  'a checkbox content control (read by mammoth)': () =>
    withBody(`<w:p><w:sdt><w:sdtPr><w14:checkbox><w14:checked w14:val="1"/></w14:checkbox></w:sdtPr><w:sdtContent><w:r><w:t>☒</w:t></w:r></w:sdtContent></w:sdt><w:r><w:t> box</w:t></w:r></w:p>`),
  "the docx package's checkbox (read by mammoth)": () =>
    Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [new CheckBox({ checked: true }), new TextRun(' agreed')] })] }] })),
  'XML with an unbound prefix (read by mammoth)': () => withBody(`<w:p><w:r><q:t>odd</q:t><w:t>text</w:t></w:r></w:p>`),
  'the main document at another path': async () => {
    const buffer = await withEntries({
      'word/main.xml': `<w:document ${NAMESPACES}><w:body>${paragraph('moved main part')}</w:body></w:document>`,
    });
    const zip = await JSZip.loadAsync(buffer);
    const rels = await zip.file('_rels/.rels')!.async('string');
    zip.file('_rels/.rels', rels.replace('word/document.xml', 'word/main.xml'));
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  },
};

/** About 2 MB of document.xml: paragraphs of varied runs, tabs and breaks. */
async function largeDocument(): Promise<Buffer> {
  const paragraphs = Array.from({ length: 6000 }, (_, index) =>
    new Paragraph({
      children: [
        new TextRun(`Paragraph ${index}: the half-life of isotope ${index % 97} `),
        new TextRun({ text: 'is measured', bold: index % 2 === 0 }),
        new TextRun({ children: [new Tab(), `in ${index % 13} ways`] }),
        ...(index % 5 === 0 ? [new TextRun({ text: 'after a break', break: 1 })] : []),
      ],
    }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

describe('the streamed .docx text equals mammoth.extractRawText', () => {
  it('on a document using most of what the docx package writes', async () => {
    const buffer = await richDocument();
    const expected = await mammothText(buffer);
    expect(expected).toContain('in a text box');
    expect(await streamDocxRawText(buffer)).toBe(expected);
  });

  it.each(Object.keys(handMade))('on %s', async (name) => {
    const buffer = await handMade[name]!();
    const expected = await mammothText(buffer);
    expect(await docxText(buffer)).toBe(expected);
    if (!name.endsWith('(read by mammoth)')) expect(await streamDocxRawText(buffer)).toBe(expected);
  });

  it('hands to mammoth what only it renders, and reads the rest itself', async () => {
    await expect(streamDocxRawText(await handMade['a checkbox content control (read by mammoth)']!())).rejects.toBeInstanceOf(NeedsFullReader);
    const deleted = await handMade['a deleted paragraph joined to the next, and one at the end lost']!();
    expect(await streamDocxRawText(deleted)).toBe('joined next\n\nplain\n\n');
  });

  it('on a large generated document', async () => {
    const buffer = await largeDocument();
    expect(await streamDocxRawText(buffer)).toBe(await mammothText(buffer));
  });

  it('refuses what mammoth refuses, with the same error', async () => {
    const noBody = await withEntries({ 'word/document.xml': `<w:document ${NAMESPACES}></w:document>` });
    await expect(mammothText(noBody)).rejects.toThrow();
    await expect(docxText(noBody)).rejects.toThrow('The file is not a readable .docx document.');
    const cut = (await richDocument()).subarray(0, 2000);
    await expect(docxText(cut)).rejects.toThrow('The file is not a readable .docx document.');
  });
});
