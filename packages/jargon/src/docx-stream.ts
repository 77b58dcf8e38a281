// The raw text of a .docx read as a stream: word/document.xml is inflated and parsed a chunk at
// a time (yauzl, saxes), so a 45 MB document never sits in memory as a tree. The text is the one
// mammoth.extractRawText gives (its body-reader.js and raw-text.js are the rules copied here):
// each paragraph's text then "\n\n", w:tab as "\t", breaks as nothing, deleted text, deleted
// table rows, field instructions and mc:Choice left out, a deleted paragraph's text joined to
// the next paragraph, a VML text box's paragraphs after the paragraph holding it. What this
// reader does not copy (a checkbox content control) it reports with NeedsFullReader.
import type { Readable } from 'node:stream';
import dingbatToUnicode from 'dingbat-to-unicode';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The document uses something only the full (in-memory) reader renders. */
export class NeedsFullReader extends Error {}

const NAMESPACE_PREFIXES: Readonly<Record<string, string>> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://schemas.microsoft.com/office/word/2010/wordml': 'wordml',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'relationships',
};

const OFFICE_DOCUMENT_TYPES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument',
]);

/** Elements whose children mammoth reads (every other element is skipped whole). */
const CONTAINERS = new Set([
  'w:p', 'w:r', 'w:hyperlink', 'w:tbl', 'w:tr', 'w:tc', 'w:customXml', 'w:ins',
  'w:moveFromRangeEnd', 'w:moveFromRangeStart', 'w:moveTo', 'w:moveToRangeEnd',
  'w:moveToRangeStart', 'w:object', 'w:smartTag', 'w:drawing', 'w:pict', 'v:roundrect',
  'v:shape', 'v:textbox', 'w:txbxContent', 'v:group', 'v:rect',
]);

const FIXED_TEXT: Readonly<Record<string, string>> = {
  'w:tab': '\t',
  'w:noBreakHyphen': '\u2011',
  'w:softHyphen': '\u00AD',
};

/** A name as mammoth writes it: its namespace's usual prefix, whatever the file's prefix. */
const qualifiedName = ({ uri, local }: { uri: string; local: string }) => {
  const prefix = NAMESPACE_PREFIXES[uri];
  if (prefix) return `${prefix}:${local}`;
  return uri ? `{${uri}}${local}` : local;
};

const attribute = (tag: SaxesTagNS, name: string) =>
  Object.values(tag.attributes).find((value) => qualifiedName(value) === name)?.value;

/** One open paragraph: its own text, and what goes after it (VML text boxes' paragraphs). */
interface ParagraphFrame {
  text: string;
  extra: string;
  pictures: number;
  deleted: boolean;
  sawProperties: boolean;
  sawRunProperties: boolean;
}

const emptyFrame = (): ParagraphFrame => ({
  text: '', extra: '', pictures: 0, deleted: false, sawProperties: false, sawRunProperties: false,
});

/**
 * What one open element means: 'read' (its children are read), 'skip' (its subtree is not),
 * 'transparent' (mc:AlternateContent, mc:Fallback, w:sdtContent: children read as the parent's),
 * 'text' (w:t), or the marks of a paragraph's properties (to see a deleted paragraph or row).
 */
type OpenElement =
  | { kind: 'read' | 'skip' | 'transparent' | 'text' | 'pPr' | 'pPr-rPr' | 'trPr' | 'sdtPr'; name: string }
  | { kind: 'paragraph'; name: string; frame: ParagraphFrame; carried: ParagraphFrame };

/** The text of a document.xml given to write() a chunk at a time. */
class RawTextCollector {
  private readonly open: OpenElement[] = [];
  private readonly frames: ParagraphFrame[] = [];
  private pending: ParagraphFrame = emptyFrame();
  private output = '';
  private sawBody = false;
  private readonly parser = new SaxesParser({ xmlns: true });

  constructor() {
    this.parser.on('opentag', (tag) => this.openTag(tag));
    this.parser.on('closetag', () => this.closeTag());
    this.parser.on('text', (text) => {
      if (this.open.at(-1)?.kind === 'text') this.emit(text);
    });
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  finish(): string {
    this.parser.close();
    if (!this.sawBody) throw new Error('Could not find the body element.');
    return this.output;
  }

  /** The kind of the nearest enclosing element that is not transparent. */
  private parentKind(): OpenElement['kind'] | 'root' | 'document' {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const element = this.open[i]!;
      if (element.kind !== 'transparent') return element.kind;
    }
    return 'root';
  }

  private parentName(): string | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const element = this.open[i]!;
      if (element.kind !== 'transparent') return element.name;
    }
    return undefined;
  }

  private openTag(tag: SaxesTagNS): void {
    const name = qualifiedName(tag);
    this.open.push(this.classify(name, tag));
  }

  private classify(name: string, tag: SaxesTagNS): OpenElement {
    const parent = this.open.at(-1);
    if (!parent) return { kind: 'read', name: '#document' };
    if (parent.kind === 'skip' || parent.kind === 'text') return { kind: 'skip', name };
    if (parent.name === 'mc:AlternateContent') {
      return { kind: name === 'mc:Fallback' ? 'transparent' : 'skip', name };
    }
    if (name === 'mc:AlternateContent') return { kind: 'transparent', name };
    if (parent.name === '#document') {
      if (name === 'w:body' && !this.sawBody) {
        this.sawBody = true;
        return { kind: 'read', name };
      }
      return { kind: 'skip', name };
    }
    if (parent.kind === 'pPr') {
      const frame = this.frames.at(-1)!;
      if (name !== 'w:rPr' || frame.sawRunProperties) return { kind: 'skip', name };
      frame.sawRunProperties = true;
      return { kind: 'pPr-rPr', name };
    }
    if (parent.kind === 'pPr-rPr') {
      if (name === 'w:del') this.frames.at(-1)!.deleted = true;
      return { kind: 'skip', name };
    }
    if (parent.kind === 'trPr') {
      if (name === 'w:del') this.skipEnclosingRow();
      return { kind: 'skip', name };
    }
    if (parent.kind === 'sdtPr') {
      if (name === 'wordml:checkbox') throw new NeedsFullReader('checkbox content control');
      return { kind: 'skip', name };
    }
    if (parent.name === 'w:sdt' && parent.kind === 'read') {
      if (name === 'w:sdtContent') return { kind: 'transparent', name };
      if (name === 'w:sdtPr') return { kind: 'sdtPr', name };
      return { kind: 'skip', name };
    }
    return this.classifyBodyElement(name, tag);
  }

  private classifyBodyElement(name: string, tag: SaxesTagNS): OpenElement {
    const parentName = this.parentName();
    if (name === 'w:p') {
      const carried = this.pending;
      this.pending = emptyFrame();
      const paragraph = emptyFrame();
      this.frames.push(paragraph);
      return { kind: 'paragraph', name, frame: paragraph, carried };
    }
    const frame = this.frames.at(-1);
    if (name === 'w:pPr' && parentName === 'w:p' && frame && !frame.sawProperties) {
      frame.sawProperties = true;
      return { kind: 'pPr', name };
    }
    if (name === 'w:trPr' && parentName === 'w:tr') return { kind: 'trPr', name };
    if (name === 'w:t') return { kind: 'text', name };
    if (name === 'w:sdt') return { kind: 'read', name };
    if (name === 'w:pict') {
      const frame = this.frames.at(-1);
      if (frame) frame.pictures++;
      return { kind: 'read', name };
    }
    const fixed = FIXED_TEXT[name];
    if (fixed !== undefined) {
      this.emit(fixed);
      return { kind: 'skip', name };
    }
    if (name === 'w:sym') {
      this.emitSymbol(tag);
      return { kind: 'skip', name };
    }
    return { kind: CONTAINERS.has(name) ? 'read' : 'skip', name };
  }

  /** A deleted table row: mammoth reads none of it, so nothing in it may reach the text. */
  private skipEnclosingRow(): void {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const element = this.open[i]!;
      if (element.name === 'w:tr') {
        // Schema order puts w:trPr first, so nothing of the row has been read yet.
        this.open[i] = { kind: 'skip', name: 'w:tr' };
        return;
      }
    }
  }

  private emitSymbol(tag: SaxesTagNS): void {
    const font = attribute(tag, 'w:font') ?? '';
    const char = attribute(tag, 'w:char') ?? '';
    let symbol = dingbatToUnicode.hex(font, char);
    if (symbol === undefined && /^F0..$/.test(char)) symbol = dingbatToUnicode.hex(font, char.substring(2));
    if (symbol !== undefined) this.emit(symbol.string);
  }

  private closeTag(): void {
    const element = this.open.pop();
    if (!element) return;
    if (element.name === 'w:pict' && element.kind === 'read') {
      const frame = this.frames.at(-1);
      if (frame) frame.pictures--;
    }
    if (element.kind !== 'paragraph') return;
    this.frames.pop();
    const { frame, carried } = element;
    if (frame.deleted) {
      this.pending = {
        ...emptyFrame(),
        text: carried.text + frame.text + this.pending.text,
        extra: carried.extra + frame.extra + this.pending.extra,
      };
      return;
    }
    this.emit(`${carried.text}${frame.text}\n\n${carried.extra}${frame.extra}`);
  }

  private emit(text: string): void {
    const frame = this.frames.at(-1);
    if (!frame) this.output += text;
    else if (frame.pictures > 0) frame.extra += text;
    else frame.text += text;
  }
}

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** The entries of an archive by name (the central directory only; nothing is inflated). */
async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** Streams an entry's UTF-8 text (BOM dropped) to a consumer, a chunk at a time. */
async function streamEntryText(zip: ZipFile, entry: Entry, consume: (chunk: string) => void): Promise<void> {
  const stream = await openEntry(zip, entry);
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of stream) consume(decoder.decode(chunk as Buffer, { stream: true }));
  consume(decoder.decode());
}

/** The main document part as mammoth finds it: _rels/.rels's officeDocument target that exists. */
async function mainDocumentPath(zip: ZipFile, entries: Map<string, Entry>): Promise<string> {
  const rels = entries.get('_rels/.rels');
  if (!rels) return 'word/document.xml';
  const targets: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    if (qualifiedName(tag) !== 'relationships:Relationship') return;
    const type = tag.attributes['Type'];
    const target = tag.attributes['Target'];
    if (typeof type === 'object' && typeof target === 'object' && OFFICE_DOCUMENT_TYPES.has(type.value)) {
      targets.push(target.value.replace(/^\//, ''));
    }
  });
  await streamEntryText(zip, rels, (chunk) => parser.write(chunk));
  parser.close();
  return targets.find((target) => entries.has(target)) ?? 'word/document.xml';
}

/** The raw text of a .docx, as mammoth.extractRawText gives it, without building the document. */
export async function streamDocxRawText(bytes: Buffer): Promise<string> {
  const zip = await openZip(bytes);
  const entries = await listEntries(zip);
  const path = await mainDocumentPath(zip, entries);
  const entry = entries.get(path);
  if (!entry) throw new Error('Could not find main document part.');
  const collector = new RawTextCollector();
  await streamEntryText(zip, entry, (chunk) => collector.write(chunk));
  return collector.finish();
}
