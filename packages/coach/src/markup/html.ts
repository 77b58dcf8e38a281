// HTML helpers for chat messages. Bot messages are HTML (docs/product.md §3 "Chat message"); anything
// that came from a student or an LLM is untrusted text and is escaped before it is put into
// one. Student messages arrive as sanitized HTML and are turned into plain text first, so
// word counts and measures see what the student wrote, not markup.
import { escapeHtml } from '@scicomm/shared/text';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The one HTML escaper of the site (@scicomm/shared/text). */
export { escapeHtml };

/** Escapes untrusted text and keeps its line breaks visible. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br />');
}

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#x') || body.startsWith('#X')) {
    const code = Number.parseInt(body.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  if (body.startsWith('#')) {
    const code = Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return entities[body.toLowerCase()] ?? match;
}

/**
 * Plain text of a (sanitized) HTML chat message: line-break and block tags become new lines,
 * table cells are separated by tabs and rows by new lines (a table-input answer), other tags
 * are dropped, entities are decoded. A "<" not followed by a letter, "/" or "!" is not a tag
 * ("p<0.05" stays as it is).
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(td|th)\s*>/gi, '\t')
    .replace(/(?<!\t)\t*<\/(p|div|li|tr)\s*>/gi, '\n')
    .replace(/<[a-zA-Z/!][^>]*>/g, '')
    .replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, decodeEntity)
    .replace(/\u00a0/g, ' ')
    .trim();
}
