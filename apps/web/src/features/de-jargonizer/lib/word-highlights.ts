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

/** Offsets [from, to) of the text whose words get their marks, and the narrower part of it kept while the writer types. */
export interface Reach {
  readonly from: number;
  readonly to: number;
  /** The text on screen and NEAR_CHARS either side: the words marked from a key until the keys pause. */
  readonly near?: { readonly from: number; readonly to: number };
}

/** Characters either side of the text on screen that keep their marks, at least. */
export const REACH_CHARS = 1_500;
/**
 * Characters either side of the text on screen marked while the writer types: Chromium draws
 * every marked text again at each change of the page's DOM (HighlightRegistry::
 * ValidateHighlightMarkers takes every mark out and puts it back), so each word marked off screen
 * costs every key; the wider reach comes back once the keys pause, before a scroll needs it.
 */
export const NEAR_CHARS = 300;

/** The reach while the writer types (it has no `near`): the part of it near the view, one character longer a key. */
export function typingReach(reach: Reach): Reach {
  const near = reach.near ?? reach;
  return { from: near.from, to: near.to + 1 };
}
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
  return {
    from: Math.max(0, first - span),
    to: Math.min(length, last + span),
    near: { from: Math.max(0, first - NEAR_CHARS), to: Math.min(length, last + NEAR_CHARS) },
  };
}

/** A mark's range over the box's text. */
type MarkRange = readonly [Mark, StaticRange];

/** The marks of a line's words from `firstWord` on, up to the offset `to` of the text. */
function lineMarks(positions: TextPositions, lineStart: number, line: MeasuredLine, terms: Terms, firstWord: number, to: number): MarkRange[] {
  const marks: MarkRange[] = [];
  for (let word = firstWord; word < line.wordStarts.length; word++) {
    const start = lineStart + line.wordStarts[word]!;
    if (start > to) break;
    const band = line.wordBands[word];
    const term = terms?.[word] ?? null;
    const banded = band === 'mid' || band === 'rare';
    if (!banded && term === null) continue;
    const range = positions.staticRange(start, lineStart + line.wordEnds[word]!);
    if (banded) marks.push([band, range]);
    if (term) marks.push([term, range]);
  }
  return marks;
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
    const firstWord = from > lineStart ? lastAtOrBefore(line.wordStarts, from - lineStart) : 0;
    for (const [mark, range] of lineMarks(positions, lineStart, line, termsOfLine(marker, line), firstWord, to)) ranges[mark].push(range);
  }
  return ranges;
}

/** Longer lines are marked within reach only, made again each frame (a text pasted without its line breaks). */
const KEPT_LINE_CHARS = 3_000;

/** A line's marks as drawn: still right while the line (the same object: the same text and bands), its node, its place in it and the terms are. */
interface DrawnLine {
  readonly line: LineColours;
  readonly offset: number;
  readonly marker: TermMarker | null;
  readonly marks: readonly MarkRange[];
}

/** What is drawn over a box: the registered highlights, each short line's marks by its text node, and the marks made for this frame only. */
interface Drawn {
  readonly highlights: Record<Mark, Highlight>;
  lines: Map<Text, DrawnLine>;
  loose: readonly MarkRange[];
}

let drawn: Drawn | null = null;

/** The highlights drawn, registered again if something took them off. */
function drawnHighlights(): Drawn {
  if (!drawn) {
    const highlights = {} as Record<Mark, Highlight>;
    for (const mark of MARKS) {
      highlights[mark] = new Highlight();
      highlights[mark].priority = PRIORITY[mark];
    }
    drawn = { highlights, lines: new Map(), loose: [] };
  }
  for (const mark of MARKS) if (CSS.highlights.get(HIGHLIGHT_NAMES[mark]) !== drawn.highlights[mark]) CSS.highlights.set(HIGHLIGHT_NAMES[mark], drawn.highlights[mark]);
  return drawn;
}

function add(highlights: Record<Mark, Highlight>, marks: readonly MarkRange[]): void {
  for (const [mark, range] of marks) highlights[mark].add(range);
}

function remove(highlights: Record<Mark, Highlight>, marks: readonly MarkRange[]): void {
  for (const [mark, range] of marks) highlights[mark].delete(range);
}

/**
 * Draws a coloured text's marks within `reach` (textInReach) over the box's text, in place of those
 * drawn before. Only a line whose marks changed (the line typed in, a line come into reach) is
 * marked again: its ranges are taken out of the highlights and its new ones put in, the others'
 * left as they are (each change of a highlight is work for the browser, and a static range in
 * another line's node stays right through a key).
 */
export function drawHighlights(box: HTMLElement, coloured: ColouredLines, marker: TermMarker | null, reach?: Reach): void {
  if (!canHighlight()) return;
  const { highlights, lines: before, loose } = drawnHighlights();
  const { from, to } = reach ?? textInReach(box, coloured.text.length);
  const positions = new TextPositions(box);
  const lines = new Map<Text, DrawnLine>();
  const frameOnly: MarkRange[] = [];
  for (let index = lastAtOrBefore(coloured.lineStarts, from); index < coloured.lines.length; index++) {
    const lineStart = coloured.lineStarts[index] ?? 0;
    if (lineStart > to) break;
    const line = coloured.lines[index]!;
    if (line.wordStarts.length === 0) continue;
    const start = positions.at(lineStart, true);
    const node = start.node.nodeType === Node.TEXT_NODE ? (start.node as Text) : null;
    // Kept by its node: a short line alone in its part of one node (a node holds one line but for a moment).
    if (node && !lines.has(node) && line.text.length <= KEPT_LINE_CHARS && start.offset + line.text.length <= node.length) {
      const kept = before.get(node);
      if (kept && kept.line === line && kept.offset === start.offset && kept.marker === marker) {
        lines.set(node, kept);
        before.delete(node);
        continue;
      }
      const marks = lineMarks(positions, lineStart, line, termsOfLine(marker, line), 0, Infinity);
      lines.set(node, { line, offset: start.offset, marker, marks });
      add(highlights, marks);
      continue;
    }
    const firstWord = from > lineStart ? lastAtOrBefore(line.wordStarts, from - lineStart) : 0;
    frameOnly.push(...lineMarks(positions, lineStart, line, termsOfLine(marker, line), firstWord, to));
  }
  for (const gone of before.values()) remove(highlights, gone.marks);
  remove(highlights, loose);
  add(highlights, frameOnly);
  drawn!.lines = lines;
  drawn!.loose = frameOnly;
}

export function clearHighlights(): void {
  drawn = null;
  if (!canHighlight()) return;
  for (const mark of MARKS) CSS.highlights.delete(HIGHLIGHT_NAMES[mark]);
}
