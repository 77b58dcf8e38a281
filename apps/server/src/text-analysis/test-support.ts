// Builders for the De-Jargonizer's tests and benchmark: multipart bodies, real .docx files (docx
// package) and hand-made zip archives for the zip-bomb cases (declared sizes that are huge, or
// that lie about what the data inflates to).
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';

export interface FilePart {
  readonly name: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly data: Buffer | string;
}

export type FormPart = FilePart | { readonly name: string; readonly value: string | Buffer };

/** A multipart/form-data body and its content-type header. */
export function multipartBody(parts: readonly FormPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----scicomm${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('fileName' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`));
      chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A real Word document with one paragraph per line of `text`. */
export function makeDocx(text: string): Promise<Buffer> {
  const paragraphs = text
    .split('\n')
    .map((line) => new Paragraph({ children: [new TextRun(line)] }));
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

export interface ZipEntryInput {
  readonly name: string;
  readonly data: Buffer;
  /** Write this as the uncompressed size instead of the real one (a lying archive). */
  readonly declaredSize?: number;
  readonly store?: boolean;
}

/** A zip archive written by hand, so tests can make archives no zip library would. */
export function makeZip(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = entry.store ? entry.data : deflateRawSync(entry.data);
    const method = entry.store ? 0 : 8;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>';

/** A .docx-shaped archive with one extra entry of `size` zero bytes, optionally declared smaller than it is. */
export function makeZipBomb(size: number, declaredSize?: number): Buffer {
  return makeZip([
    { name: 'word/document.xml', data: Buffer.from(DOCUMENT_XML) },
    {
      name: 'word/media/filler.bin',
      data: Buffer.alloc(size),
      ...(declaredSize !== undefined ? { declaredSize } : {}),
    },
  ]);
}
