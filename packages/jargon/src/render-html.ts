// The coloured text of the result panel (htmlResult). All user text
// is escaped; each word is a span with a class per band (jargon-common, jargon-mid,
// jargon-rare) and a data-band attribute; line breaks become <br>. The original's Grade reply
// also carries the original's classes beside ours (commonWord, normalWord, rareWord), which its
// client's stylesheet colours (docs/de-jargonizer.md "API").
import { escapeHtml } from '@scicomm/shared/text';
import { displayTokens, type BandedText, type DisplayToken } from './classify.ts';
import type { Band } from './dictionary.ts';

/** The one HTML escaper of the site (@scicomm/shared/text). */
export { escapeHtml };

const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
const HAS_LINE_BREAK = /[\r\n\u2028\u2029]/;

function escapeWithBreaks(text: string): string {
  const escaped = escapeHtml(text);
  return HAS_LINE_BREAK.test(escaped) ? escaped.replace(LINE_BREAK, '<br>') : escaped;
}

/** Which class names a word's span carries: ours, or ours and the original's. */
export type HtmlClasses = 'ours' | 'with-original';

/** Each band's opening tag, made once. */
const OPENING_TAGS: Readonly<Record<HtmlClasses, Readonly<Record<Band, string>>>> = {
  ours: {
    common: '<span class="jargon-common" data-band="common">',
    mid: '<span class="jargon-mid" data-band="mid">',
    rare: '<span class="jargon-rare" data-band="rare">',
  },
  'with-original': {
    common: '<span class="jargon-common commonWord" data-band="common">',
    mid: '<span class="jargon-mid normalWord" data-band="mid">',
    rare: '<span class="jargon-rare rareWord" data-band="rare">',
  },
};

/** The coloured HTML of an analysis, made from its display tokens. */
export function renderHtml(analysis: BandedText): string {
  return renderTokens(displayTokens(analysis));
}

/** renderHtml from display tokens already made (the grading result also sends their texts). */
export function renderTokens(tokens: readonly DisplayToken[], classes: HtmlClasses = 'ours'): string {
  const tags = OPENING_TAGS[classes];
  let html = '';
  for (const token of tokens) {
    html +=
      token.band === null
        ? escapeWithBreaks(token.text)
        : `${tags[token.band]}${escapeHtml(token.text)}</span>`;
  }
  return html;
}
