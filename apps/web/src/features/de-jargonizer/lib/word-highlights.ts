// The editor's colours, drawn by the browser over its own text: each band and each kind of term is
// a named highlight (the CSS Custom Highlight API), a set of ranges over the box's text nodes,
// styled by ::highlight() in de-jargonizer.css. Nothing is added to the text's DOM, so a key lays
// out the one text as a plain text box does (docs/de-jargonizer.md "How the editor colours").
//
// The ranges are static (a live range is moved by the browser on every edit of the text) and made
// again from the measured lines whenever they change: a line's term marks are kept with the line
// object (unchanged lines are the same objects) and read again only when the terms change.
// Where the API is missing, the text is shown plain: `canHighlight()` is false and the page says so.
import type { TermKind, TermMarker } from '@scicomm/jargon/term-marks';
import { TextPositions } from './editor-box.ts';
import type { ColouredLines, LineColours } from './text-colours.ts';

type Mark = 'mid' | 'rare' | TermKind;

/** The highlights' names, as ::highlight() in the stylesheet names them. */
export const HIGHLIGHT_NAMES: Readonly<Record<Mark, string>> = {
  mid: 'dj-band-mid',
  rare: 'dj-band-rare',
  key: 'dj-term-key',
  explained: 'dj-term-explained',
};

const MARKS = Object.keys(HIGHLIGHT_NAMES) as Mark[];
/** Terms are drawn over the bands. */
const PRIORITY: Readonly<Record<Mark, number>> = { mid: 0, rare: 0, explained: 1, key: 2 };

/** Whether this browser draws highlights (CSS.highlights and Highlight). */
export function canHighlight(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
}

const lineTerms = new WeakMap<LineColours, { marker: TermMarker | null; terms: readonly (TermKind | null)[] | null }>();

/** The term each word of a line belongs to (null: none), kept with the line for this marker. */
function termsOfLine(marker: TermMarker | null, line: LineColours): readonly (TermKind | null)[] | null {
  if (!marker || !line.cleanedWords || line.cleanedWords.length === 0) return null;
  const known = lineTerms.get(line);
  if (known && known.marker === marker) return known.terms;
  const terms = marker.marksOf({ cleanedWords: line.cleanedWords });
  lineTerms.set(line, { marker, terms });
  return terms;
}

/** The ranges of each mark in a coloured text, over the box's text nodes. */
export function markRanges(box: HTMLElement, coloured: ColouredLines, marker: TermMarker | null): Record<Mark, StaticRange[]> {
  const positions = new TextPositions(box);
  const ranges: Record<Mark, StaticRange[]> = { mid: [], rare: [], key: [], explained: [] };
  coloured.lines.forEach((line, index) => {
    const lineStart = coloured.lineStarts[index] ?? 0;
    const terms = termsOfLine(marker, line);
    for (let word = 0; word < line.wordStarts.length; word++) {
      const band = line.wordBands[word];
      const term = terms?.[word] ?? null;
      const banded = band === 'mid' || band === 'rare';
      if (!banded && term === null) continue;
      const range = positions.staticRange(lineStart + line.wordStarts[word]!, lineStart + line.wordEnds[word]!);
      if (banded) ranges[band].push(range);
      if (term) ranges[term].push(range);
    }
  });
  return ranges;
}

/** Draws a coloured text's marks over the box's text, in place of those drawn before. */
export function drawHighlights(box: HTMLElement, coloured: ColouredLines, marker: TermMarker | null): void {
  if (!canHighlight()) return;
  const ranges = markRanges(box, coloured, marker);
  for (const mark of MARKS) {
    const highlight = new Highlight();
    for (const range of ranges[mark]) highlight.add(range);
    highlight.priority = PRIORITY[mark];
    CSS.highlights.set(HIGHLIGHT_NAMES[mark], highlight);
  }
}

export function clearHighlights(): void {
  if (!canHighlight()) return;
  for (const mark of MARKS) CSS.highlights.delete(HIGHLIGHT_NAMES[mark]);
}
