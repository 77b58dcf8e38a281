// Paints a coloured text into an element from the measure's display tokens: text nodes, and one
// <span class="dj-band--mid|rare"> per marked word, never HTML strings. Writing the DOM directly
// keeps a 2,000-word update well under a frame; the editor's backdrop, the read-only view of a
// stored analysis and the tests all use it.
import { displayTokens, type BandedText } from '@scicomm/jargon';

/** The marked words' spans by word index (common words have none). */
export type WordSpans = Map<number, HTMLSpanElement>;

export function paintColouredText(container: HTMLElement, coloured: BandedText | null, plainText = ''): WordSpans {
  if (!coloured) {
    container.replaceChildren(plainText);
    return new Map();
  }
  const { fragment, spans } = colouredFragment(coloured);
  container.replaceChildren(fragment);
  return spans;
}

/** A coloured text as DOM: text nodes and a span per marked word, with the spans by word index. */
export function colouredFragment(coloured: Parameters<typeof displayTokens>[0]): { fragment: DocumentFragment; spans: WordSpans } {
  const spans: WordSpans = new Map();
  const fragment = document.createDocumentFragment();
  let plain = '';
  for (const token of displayTokens(coloured)) {
    if (token.band === null || token.band === 'common') {
      plain += token.text;
      continue;
    }
    if (plain !== '') fragment.append(plain);
    plain = '';
    const span = document.createElement('span');
    span.className = `dj-band--${token.band}`;
    span.textContent = token.text;
    fragment.append(span);
    spans.set(token.wordIndex, span);
  }
  if (plain !== '') fragment.append(plain);
  return { fragment, spans };
}
