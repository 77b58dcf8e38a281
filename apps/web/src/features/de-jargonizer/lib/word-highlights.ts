// The editor's colours, drawn by the browser over its own text: each band and each kind of term is
// a named highlight (the CSS Custom Highlight API), a set of ranges over the box's text nodes,
// styled by ::highlight() in de-jargonizer.css. Nothing is added to the text's DOM, so a key lays
// out the one text as a plain text box does (docs/de-jargonizer.md "How the editor colours").
//
// Only the words within reach of the view get ranges (`textInReach`: the text on screen and as much
// again, at least REACH_CHARS characters, either side): the browser rebuilds every range's marker on
// each change of a highlight or of the text, and paints each marked line again, so a key costs the
// same in a text of 2,000 or 100,000 words, and less the fewer words are marked. The ranges
// are static (a live range is moved by the browser on every edit) and made again each frame the
// text or the view changes; a line's (or a long line's pieces') term marks are kept with its
// object (unchanged lines are the same objects) and read again only when the terms change.
// Where the API is missing, the text is shown plain: `canHighlight()` is false.
import type { TermKind, TermMarker } from '@scicomm/jargon/term-marks';
import { caretOffset, TextPositions } from './editor-box.ts';
import { lastAtOrBefore, type ColouredLines, type LineColours } from './text-colours.ts';

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

type Terms = readonly (TermKind | null)[] | null;
const knownTerms = new WeakMap<object, { marker: TermMarker; terms: Terms }>();

/** The terms of a stretch's words (null: none), kept with its object for this marker. */
function termsOf(marker: TermMarker, stretch: { readonly cleanedWords?: readonly string[] | undefined }): Terms {
  if (!stretch.cleanedWords || stretch.cleanedWords.length === 0) return null;
  const known = knownTerms.get(stretch);
  if (known && known.marker === marker) return known.terms;
  const terms = marker.marksOf({ cleanedWords: stretch.cleanedWords });
  knownTerms.set(stretch, { marker, terms });
  return terms;
}

/** A measured line as the line analysis gives it: a long line's pieces with their own words. */
interface MeasuredLine extends LineColours {
  readonly pieces?: readonly LineColours[];
}

/** The term each word of a line belongs to (null: none); a long line's from its pieces, so a key reads one piece again. */
function termsOfLine(marker: TermMarker | null, line: MeasuredLine): Terms {
  if (!marker) return null;
  if (!line.pieces) return termsOf(marker, line);
  const terms: (TermKind | null)[] = [];
  for (const piece of line.pieces) {
    const marks = termsOf(marker, piece);
    for (let word = 0; word < piece.wordStarts.length; word++) terms.push(marks?.[word] ?? null);
  }
  return terms;
}

/** Offsets [from, to) of the text whose words get their marks. */
export interface Reach {
  readonly from: number;
  readonly to: number;
}

/** Characters either side of the text on screen that keep their marks, at least. */
export const REACH_CHARS = 1_500;

/** The offset of the text at a point of the viewport, if the box's text is there. */
function offsetAt(box: HTMLElement, positions: TextPositions, x: number, y: number): number | null {
  const position = document.caretPositionFromPoint?.(x, y);
  if (!position || !box.contains(position.offsetNode)) return null;
  return positions.offsetOf(position.offsetNode, position.offset);
}

/**
 * The text on screen and as much again (REACH_CHARS at least) either side, from the text found at
 * points down the box's visible part; when none of it is on screen, the text about the caret (or
 * about the box's end nearer the view). Reads the layout.
 */
export function textInReach(box: HTMLElement, length: number): Reach {
  const positions = new TextPositions(box);
  const rect = box.getBoundingClientRect();
  const top = Math.max(rect.top + 1, 0);
  const bottom = Math.min(rect.bottom - 1, innerHeight - 1);
  const found: number[] = [];
  // Down the visible part of the box, at both sides: a sticky header or a bar at the screen's edge
  // hides the box at some of these points.
  const PROBES = 8;
  if (bottom > top)
    for (let step = 0; step <= PROBES; step++)
      for (const x of [rect.left + 1, rect.right - 1]) {
        const offset = offsetAt(box, positions, x, top + ((bottom - top) * step) / PROBES);
        if (offset !== null) found.push(offset);
      }
  if (found.length === 0) found.push(caretOffset(box) ?? (rect.top >= innerHeight ? 0 : length));
  const first = Math.min(...found);
  const last = Math.max(...found);
  const span = Math.max(REACH_CHARS, last - first);
  return { from: Math.max(0, first - span), to: Math.min(length, last + span) };
}

/** The ranges of each mark in a coloured text, over the box's text nodes, for the words within `reach` (all: none given). */
export function markRanges(box: HTMLElement, coloured: ColouredLines, marker: TermMarker | null, reach?: Reach): Record<Mark, StaticRange[]> {
  const positions = new TextPositions(box);
  const ranges: Record<Mark, StaticRange[]> = { mid: [], rare: [], key: [], explained: [] };
  const { from, to } = reach ?? { from: 0, to: Infinity };
  for (let index = lastAtOrBefore(coloured.lineStarts, from); index < coloured.lines.length; index++) {
    const lineStart = coloured.lineStarts[index] ?? 0;
    if (lineStart > to) break;
    const line = coloured.lines[index]!;
    const terms = termsOfLine(marker, line);
    const firstWord = from > lineStart ? lastAtOrBefore(line.wordStarts, from - lineStart) : 0;
    for (let word = firstWord; word < line.wordStarts.length; word++) {
      const start = lineStart + line.wordStarts[word]!;
      if (start > to) break;
      const band = line.wordBands[word];
      const term = terms?.[word] ?? null;
      const banded = band === 'mid' || band === 'rare';
      if (!banded && term === null) continue;
      const range = positions.staticRange(start, lineStart + line.wordEnds[word]!);
      if (banded) ranges[band].push(range);
      if (term) ranges[term].push(range);
    }
  }
  return ranges;
}

/** Draws a coloured text's marks within `reach` (textInReach) over the box's text, in place of those drawn before. */
export function drawHighlights(box: HTMLElement, coloured: ColouredLines, marker: TermMarker | null, reach?: Reach): void {
  if (!canHighlight()) return;
  const ranges = markRanges(box, coloured, marker, reach ?? textInReach(box, coloured.text.length));
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
