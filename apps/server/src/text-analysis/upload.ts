// Reading the De-Jargonizer's uploads (docs/product.md §5, §9; docs/de-jargonizer.md "Bad input"): multipart forms read
// as a stream with limits, field names matched in any letter case (timePriodDDL / TimePriodDDL;
// foldLetterCase of @scicomm/shared/wire-casing), and every file checked before it is read:
// the extension must be .txt or .docx, the declared content type must agree with it, the
// first bytes must be what the extension promises, a .docx must pass the zip-bomb checks of
// docx-safety.ts and a .txt must be UTF-8 (or UTF-16 with a byte-order mark). Each refusal is
// a 4xx with a sentence the page shows as is.
import { basename, extname } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { decodeText, isJargonError } from '@scicomm/jargon';
import { docxText } from '@scicomm/jargon/document-text';
import { foldLetterCase } from '@scicomm/shared/wire-casing';
import { AppError, badRequest, payloadTooLarge } from '../http/errors.ts';
import { badTextError } from '../plugins/app/input-guard.ts';
import { isNameField, textProblem } from '../plugins/app/text-guard.ts';
import { DOCX_TYPE } from './result-file.ts';
import { checkDocx, DOCX_UNPACKED_LIMIT_BYTES, isZip } from './docx-safety.ts';

export type DocumentKind = 'txt' | 'docx';

export interface UploadedFile {
  readonly fieldName: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

export interface ParsedForm {
  /** Text fields by lowercased name; the first value of a repeated field wins. */
  readonly fields: ReadonlyMap<string, string>;
  readonly files: readonly UploadedFile[];
}

export interface FormLimits {
  /** Lowercased names of the file fields to keep; files under other names are drained and ignored. */
  readonly fileFields: readonly string[];
  /** Largest single file. */
  readonly maxFileBytes: number;
  /** Largest total of all kept files. */
  readonly maxTotalBytes: number;
}

/** Content types a browser or client may send for each extension; octet-stream means "unknown". */
const ACCEPTED_TYPES: Record<DocumentKind, readonly string[]> = {
  txt: ['text/plain', 'application/octet-stream'],
  docx: [DOCX_TYPE, 'application/octet-stream', 'application/zip', 'application/x-zip-compressed'],
};

/** A file's name without its extension: the name a result is saved under. */
export const nameWithoutExtension = (fileName: string) => basename(fileName, extname(fileName));

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Reads a multipart form (fields and files) with the given limits. */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: FormLimits,
): Promise<ParsedForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart form (multipart/form-data).');
  try {
    return await readParts(request, limits);
  } catch (error) {
    throw malformedFormError(error);
  }
}

/**
 * What the parser throws for a body it cannot read (no boundary, cut short, not multipart at
 * all) is a plain Error without a status: the client's fault, so 400, not 500. Our own refusals
 * and the plugin's limits (413) keep their status; the parser's words are not shown.
 */
function malformedFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status !== 400 && status < 500) return error;
  return badRequest(
    'The form could not be read: the multipart body is malformed or incomplete.',
    'MALFORMED_FORM',
  );
}

async function readParts(request: FastifyRequest, limits: FormLimits): Promise<ParsedForm> {
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  let total = 0;
  for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes } })) {
    const name = foldLetterCase(part.fieldname);
    if (part.type === 'field') {
      if (part.valueTruncated)
        throw payloadTooLarge(`The text is larger than ${megabytes(limits.maxFileBytes)}.`);
      checkFormText(part.fieldname, String(part.value));
      if (!fields.has(name))
        fields.set(name, typeof part.value === 'string' ? part.value : String(part.value));
      continue;
    }
    const keep = limits.fileFields.includes(name);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (!keep) continue;
      size += chunk.length;
      if (total + size > limits.maxTotalBytes) {
        throw payloadTooLarge(
          `The files are larger than ${megabytes(limits.maxTotalBytes)} in total.`,
        );
      }
      chunks.push(chunk);
    }
    if (part.file.truncated) {
      throw payloadTooLarge(
        `The file "${part.filename}" is larger than ${megabytes(limits.maxFileBytes)}.`,
      );
    }
    checkFormText(part.fieldname, part.filename, true);
    // A form posted with no file chosen sends an empty part without a name.
    if (!keep || (part.filename === '' && size === 0)) continue;
    total += size;
    files.push({
      fieldName: name,
      fileName: part.filename,
      mimeType: part.mimetype,
      bytes: Buffer.concat(chunks, size),
    });
  }
  return { fields, files };
}

/**
 * The edge's guard (plugins/app/input-guard.ts) for a form: a field or file name with characters we
 * refuse is a 400 naming the field. The parser has already put U+FFFD for bytes that are not
 * UTF-8, so U+FFFD in a form is taken for them.
 */
function checkFormText(field: string, text: string, isFileName = false): void {
  const named = textProblem(field, false) ? 'form' : field;
  if (text.includes('\uFFFD')) throw new AppError(400, 'INVALID_TEXT', 'The text is not valid UTF-8.', undefined, { field: named });
  const problem = textProblem(text, isFileName || isNameField(field));
  if (problem) throw badTextError({ field: named, problem });
}

/** The value of a field in either casing, e.g. fieldOf(form, 'timePriodDDL'). */
export function fieldOf(
  fields: ReadonlyMap<string, string>,
  ...names: string[]
): string | undefined {
  for (const name of names) {
    const value = fields.get(foldLetterCase(name));
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The file's kind from its extension and declared content type, which must agree. */
export function kindOfFile(fileName: string, mimeType: string): DocumentKind {
  const extension = extname(fileName).toLowerCase();
  if (extension !== '.txt' && extension !== '.docx') {
    throw new AppError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      `Only .txt and .docx files can be analysed; "${fileName}" is ${extension ? `a ${extension} file` : 'a file without an extension'}.`,
    );
  }
  const kind: DocumentKind = extension === '.txt' ? 'txt' : 'docx';
  const type = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  if (type !== '' && !ACCEPTED_TYPES[kind].includes(type)) {
    throw badRequest(
      `The file "${fileName}" is sent as ${type}, which does not match its extension ${extension}.`,
      'FILE_TYPE_MISMATCH',
    );
  }
  return kind;
}

const SIGNATURES: readonly { readonly bytes: readonly number[]; readonly what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a zip archive (perhaps a .docx)' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Word (.doc) or Office document' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
];

function sniff(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => bytes[index] === byte),
  )?.what;
}

/** The text of an uploaded .txt or .docx, after every check; 4xx AppErrors otherwise. */
export async function textOfUpload(
  file: UploadedFile,
  unpackedLimit = DOCX_UNPACKED_LIMIT_BYTES,
): Promise<string> {
  const kind = kindOfFile(file.fileName, file.mimeType);
  if (file.bytes.length === 0)
    throw badRequest(`The file "${file.fileName}" is empty.`, 'EMPTY_FILE');
  if (kind === 'docx') {
    if (!isZip(file.bytes)) {
      const what = sniff(file.bytes);
      throw badRequest(
        `The file "${file.fileName}" is not a Word (.docx) document${what ? `: it looks like ${what}` : ' (it is not a zip archive)'}.`,
        'INVALID_FILE',
      );
    }
    await checkDocx(file.bytes, unpackedLimit);
    return withJargonErrors(() => docxText(file.bytes));
  }
  const what = sniff(file.bytes);
  if (what)
    throw badRequest(
      `The file "${file.fileName}" is not a text file: it looks like ${what}.`,
      'INVALID_FILE',
    );
  return withJargonErrors(async () => decodeText(file.bytes));
}

/** Maps the measure's user errors (empty text, bad period, not text) to 400 with their message. */
export async function withJargonErrors<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      isJargonError(error) &&
      error.code !== 'DATA_MISSING' &&
      error.code !== 'INVALID_DICTIONARY'
    ) {
      throw badRequest(error.message, error.code);
    }
    throw error;
  }
}

/** Text fields arrive decoded by the multipart parser, which replaces bytes that are not UTF-8 with U+FFFD. */
export function checkTextField(text: string): string {
  if (text.includes('\uFFFD')) throw badRequest('The text is not valid UTF-8.', 'INVALID_TEXT');
  return text;
}
