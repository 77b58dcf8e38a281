// The coloured text of the result panel (htmlResult). All user text
// is escaped; each word is a span with a class per band (jargon-common, jargon-mid,
// jargon-rare) and a data-band attribute; line breaks become <br>.
import { escapeHtml } from '@scicomm/shared/text';
import { displayTokens, type BandedText } from './classify.ts';

/** The one HTML escaper of the site (@scicomm/shared/text). */
export { escapeHtml };

const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

function escapeWithBreaks(text: string): string {
  return escapeHtml(text).replace(LINE_BREAK, '<br>');
}

/** The coloured HTML of an analysis, made from its display tokens. */
export function renderHtml(analysis: BandedText): string {
  const pieces: string[] = [];
  for (const token of displayTokens(analysis)) {
    pieces.push(
      token.band === null
        ? escapeWithBreaks(token.text)
        : `<span class="jargon-${token.band}" data-band="${token.band}">${escapeHtml(token.text)}</span>`,
    );
  }
  return pieces.join('');
}
