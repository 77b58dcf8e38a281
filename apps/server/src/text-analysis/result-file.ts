// The name and headers of the .docx files the De-Jargonizer sends, apart from the code that
// builds them (docx-report.ts), so that the routes and the upload checks do not load the docx
// package (about 13 MB resident) into every process that never builds a document.
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The file name of docs/product.md §7: "{Name or Article} - Result.docx", without characters a
 * file system refuses, and without bidirectional controls, which would make the name read as
 * something else ("Report\u202Excod.exe" shows as "Report.exe…").
 */
export function resultFileName(name: string): string {
  const safe = withoutBidiControls(name.toWellFormed())
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${safe || 'Article'} - Result.docx`;
}

/**
 * A Content-Disposition header that keeps non-ASCII names (RFC 6266 filename*), without
 * bidirectional controls; an unpaired surrogate (which encodeURIComponent throws on) becomes U+FFFD.
 */
export function attachmentHeader(fileName: string): string {
  const name = withoutBidiControls(fileName.toWellFormed());
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Drops the bidirectional embeddings, overrides, isolates and marks (U+061C, U+200E-F, U+202A-E, U+2066-9). */
const withoutBidiControls = (text: string) => text.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');

/** The De-Jargonizer's guide to building one's own dictionary (build-your-own-doc.ts). */
export const BUILD_YOUR_OWN_FILE_NAME = 'How to build a De-Jargonizer.docx';
