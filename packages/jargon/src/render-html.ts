// The coloured text of the result panel (spec §3 "Grading result": htmlResult). All user text
// is escaped; each word is a span with a class per band (jargon-common, jargon-mid,
// jargon-rare) and a data-band attribute; line breaks become <br>.
import type { Analysis } from './classify.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/g;
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (char) => ESCAPES[char] ?? char);
}

function escapeWithBreaks(text: string): string {
  return escapeHtml(text).replace(LINE_BREAK, '<br>');
}

/** The coloured HTML of an analysis (only its text, word spans and bands are read). */
export function renderHtml(analysis: Pick<Analysis, 'text' | 'wordStarts' | 'wordEnds' | 'wordBands'>): string {
  const { text, wordStarts, wordEnds, wordBands } = analysis;
  const pieces: string[] = [];
  let position = 0;
  for (let index = 0; index < wordStarts.length; index++) {
    const start = wordStarts[index] ?? position;
    const end = wordEnds[index] ?? start;
    const band = wordBands[index] ?? 'rare';
    if (start > position) pieces.push(escapeWithBreaks(text.slice(position, start)));
    pieces.push(`<span class="jargon-${band}" data-band="${band}">${escapeHtml(text.slice(start, end))}</span>`);
    position = end;
  }
  if (position < text.length) pieces.push(escapeWithBreaks(text.slice(position)));
  return pieces.join('');
}
