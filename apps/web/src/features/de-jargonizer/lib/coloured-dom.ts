// Paints a coloured text into an element from the measure's display tokens: text nodes, and one
// <span class="dj-band--mid|rare"> per marked word, never HTML strings; a word of a key term or an
// explained term also gets dj-term--key or dj-term--explained (a common word of one, that class alone). Writing the DOM directly
// keeps a 2,000-word update well under a frame; the read-only view of a stored analysis and the
// tests use it (the editor's own colours are the browser's highlights, word-highlights.ts).
import { displayTokens, type BandedText } from '@scicomm/jargon/classify';
import type { TermKind } from '@scicomm/jargon/term-marks';

/** The term each word belongs to, by word index (null: none): termMarker's marks. */
export type WordTerms = readonly (TermKind | null)[] | null;

/** The marked words' spans by word index (common words have none). */
export type WordSpans = Map<number, HTMLSpanElement>;

export function paintColouredText(container: HTMLElement, coloured: BandedText | null, plainText = '', terms: WordTerms = null): WordSpans {
  if (!coloured) {
    container.replaceChildren(plainText);
    return new Map();
  }
  const { fragment, spans } = colouredFragment(coloured, terms);
  container.replaceChildren(fragment);
  return spans;
}

/** A coloured text as DOM: text nodes and a span per marked word, with the spans by word index. */
export function colouredFragment(
  coloured: Parameters<typeof displayTokens>[0],
  terms: WordTerms = null,
): { fragment: DocumentFragment; spans: WordSpans } {
  const spans: WordSpans = new Map();
  const fragment = document.createDocumentFragment();
  let plain = '';
  for (const token of displayTokens(coloured)) {
    const term = terms && token.wordIndex >= 0 ? (terms[token.wordIndex] ?? null) : null;
    const banded = token.band === 'mid' || token.band === 'rare';
    if (!banded && term === null) {
      plain += token.text;
      continue;
    }
    if (plain !== '') fragment.append(plain);
    plain = '';
    const span = document.createElement('span');
    span.className = banded ? (term ? `dj-band--${token.band} dj-term--${term}` : `dj-band--${token.band}`) : `dj-term--${term}`;
    span.textContent = token.text;
    fragment.append(span);
    spans.set(token.wordIndex, span);
  }
  if (plain !== '') fragment.append(plain);
  return { fragment, spans };
}
