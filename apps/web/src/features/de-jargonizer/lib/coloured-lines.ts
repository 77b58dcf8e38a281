// The editor's backdrop, one block per line of the text, repainted line by line: a keystroke
// repaints the line it changed and nothing else, since each line's colours arrive as the same
// object while the line is unchanged (createLineAnalyzer). A change of many lines at once (a
// paste, another list) is placed in order, about 2,000 words a frame: laying out a whole long
// text in one task (the backdrop holds as much text as the textarea) would stall the page for as
// long as the browser's own insertion of the paste did.
//
// Key terms and explained terms have their own style (a TermMarker, read line by line from each
// line's lookup forms): a keystroke marks the terms of the lines it changed; when the terms
// themselves change (a key term added, a term newly explained), each line's marks are read again
// and only the lines whose marks differ are repainted.
//
// Only the lines within a screen's height of the viewport carry their marks (a span per marked
// word); the others hold their text alone, which lays out to the same height. Every element the
// browser holds is walked again on each frame a key changes (pre-paint, paint): with the marks of
// a 100,000-word text (~32,000 elements) that was most of a keystroke's cost beyond a textarea's.
// Which lines are within reach is found by a binary search over the placed lines' offsets when
// the page scrolls or is resized and after lines are placed (an IntersectionObserver watching
// every line cost more each frame than that); a line a keystroke replaces keeps the state of the
// line it replaces.
//
// A long text (WINDOW_FROM_CHARS and more) keeps only those lines in the backdrop at all: the
// lines above and below them are replaced by two spacers of their height, so each line in view
// sits where the textarea draws it. Layout, pre-paint, paint and the compositing inputs of every
// frame a key changes walk every line box the backdrop holds (~850 at 100,000 words), not only
// the changed one. Each line's height is measured when it is placed (laid out once, a frame's
// share at a time, then taken out if it is out of reach), read again from the lines in the
// backdrop whenever the reach is found, and measured again for every line when the backdrop's
// width or its text's font, size, spacing or zoom change (the accessibility widget) or a font
// loads. A change to lines out of reach (an undo far above) measures its lines at the end of the
// backdrop and takes them out again.
//
// A long line (a paragraph of thousands of words) comes in pieces from the analyser and is painted
// piece by piece (coloured-pieces.ts): within the line, too, only the pieces within reach carry
// their marks, and a keystroke replaces the pieces it changed, not the line.
import type { BandedText } from '@scicomm/jargon/classify';
import type { Band } from '@scicomm/jargon/dictionary';
import { sameMarks, type TermMarker } from '@scicomm/jargon/term-marks';
import { colouredFragment, type WordTerms } from './coloured-dom.ts';
import { PiecedLine } from './coloured-pieces.ts';
import { firstWhere, lastAtOrBefore, type LineColours } from './line-colours.ts';

export type { LineColours } from './line-colours.ts';

/** A text's colours line by line (TextLines of @scicomm/jargon has this shape). */
export interface ColouredLines {
  readonly text: string;
  readonly lines: readonly LineColours[];
  /** Offset in `text` where each line begins. */
  readonly lineStarts: readonly number[];
  /** Index of each line's first word among the whole text's words. */
  readonly lineFirstWords: readonly number[];
}

/** A counted word of a coloured text. */
export interface ColouredWord {
  /** Among the whole text's words. */
  readonly index: number;
  readonly start: number;
  readonly end: number;
  readonly band: Band;
}

/** The word an offset of the text falls in (its ends included), or null between words. */
export function wordAtOffset(coloured: ColouredLines, offset: number): ColouredWord | null {
  const lineIndex = lastAtOrBefore(coloured.lineStarts, offset);
  const line = coloured.lines[lineIndex];
  if (!line) return null;
  const lineStart = coloured.lineStarts[lineIndex] ?? 0;
  const local = offset - lineStart;
  const at = lastAtOrBefore(line.wordStarts, local);
  const start = line.wordStarts[at];
  const end = line.wordEnds[at];
  if (start === undefined || end === undefined || local < start || local > end) return null;
  return { index: (coloured.lineFirstWords[lineIndex] ?? 0) + at, start: lineStart + start, end: lineStart + end, band: line.wordBands[at]! };
}

interface PaintedLine {
  /** The line's colours: the same object while the line is unchanged. */
  readonly key: LineColours;
  /** Made when the line is first placed. */
  element: HTMLDivElement | null;
  /** Marked words' elements by the word's index within the line. */
  marks: Map<number, HTMLSpanElement>;
  /** The key terms and explained terms it was painted with. */
  terms: WordTerms;
  /** True when its marked words have their spans (the line is within reach of the viewport). */
  marked: boolean;
  /** Its height in CSS pixels when last measured (a backdrop of the lines in reach only), -1 before. */
  height: number;
  /** A long line's pieces while it is marked (its marks are then the pieces'). */
  pieces: PiecedLine | null;
}

/** Lines [first, end) of the placed lines are within reach of the viewport. */
export interface LineRange {
  readonly first: number;
  readonly end: number;
}

/** Where a placed line is, in CSS pixels from the top of the container's border box. */
export interface LineBox {
  readonly top: number;
  readonly bottom: number;
}

/** Which of the `count` placed lines are within reach; `boxOf(index)` is where a placed line is. */
export type FindReach = (container: HTMLElement, count: number, boxOf: (index: number) => LineBox) => LineRange;

/** How many screens above and below the viewport lines keep their marks. */
const REACH_SCREENS = 1;

/** The lines within REACH_SCREENS screens of the viewport, from their offsets in the container. */
export const viewportReach: FindReach = (container, count, boxOf) => {
  const screen = window.innerHeight;
  const top = -container.getBoundingClientRect().top;
  const from = top - screen * REACH_SCREENS;
  const to = top + screen * (1 + REACH_SCREENS);
  const first = firstWhere(count, (index) => boxOf(index).bottom >= from);
  const end = firstWhere(count, (index) => boxOf(index).top > to);
  return { first, end: Math.max(first, end) };
};

/**
 * Characters of text placed (or repainted for new terms) in one frame, at most (about 2,000
 * words): what the browser lays out in that frame's task. A change up to this size is done at once.
 */
export const PLACED_PER_FRAME_CHARS = 12_000;

/**
 * A text of this many characters or more (about 8,000 words) keeps only the lines within reach of
 * the viewport in the backdrop, the others replaced by spacers of their height (docs/performance.md
 * "The De-Jargonizer's editor" for the figures this was chosen by).
 */
export const WINDOW_FROM_CHARS = 50_000;

export interface LinePainterOptions {
  /** Texts of this many characters or more keep only the lines within reach (Infinity: never). */
  windowFrom?: number;
}

/** A line's height in CSS pixels, as laid out (a fraction of a pixel included, zoom taken out). */
function heightOf(element: HTMLElement, zoom: number): number {
  return element.getBoundingClientRect().height / zoom;
}

/** What a line's height depends on besides its text: the width and the text's font and spacing. */
function layoutKeyOf(container: HTMLElement, style: CSSStyleDeclaration, zoom: number): string {
  const { fontFamily, fontSize, fontWeight, fontStyle, lineHeight, letterSpacing, wordSpacing, paddingLeft, paddingRight } = style;
  return [container.getBoundingClientRect().width / zoom, fontFamily, fontSize, fontWeight, fontStyle, lineHeight, letterSpacing, wordSpacing, paddingLeft, paddingRight, zoom].join('|');
}

const zoomOf = (element: HTMLElement): number => (element as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom ?? 1;

function spacer(): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'dj-spacer';
  return element;
}

export class LinePainter {
  private painted: PaintedLine[] = [];
  /** Lines [0, placed) are in the container, in order; the others wait for a frame. */
  private placed = 0;
  /** Placed lines whose marks wait for a frame after the terms changed. */
  private remark: PaintedLine[] = [];
  private frame: number | null = null;
  private marker: TermMarker | null = null;
  private readonly container: HTMLElement;
  private readonly onPlaced: () => void;
  private readonly findReach: FindReach | null;
  /** The placed lines whose marks are in the DOM. */
  private readonly marked = new Set<PaintedLine>();
  private reachFrame: number | null = null;
  /** The backdrop's size: text that wraps anew (a larger text size from the widget) moves the lines. */
  private readonly resized: ResizeObserver | null;
  private readonly windowFrom: number;
  /** The text's length at the last update. */
  private textLength = 0;
  /**
   * Set while only the lines within reach are in the container: between these two spacers, which
   * stand for the placed lines above and below them (the marked lines are those in the container).
   */
  private spacers: { readonly above: HTMLDivElement; readonly below: HTMLDivElement } | null = null;
  /** The width, font and spacing the lines' heights were measured at ('' : measure them again). */
  private layoutKey = '';
  private readonly fontsLoaded = () => {
    this.layoutKey = '';
    this.viewportMoved();
  };
  private readonly viewportMoved = () => {
    this.reachFrame ??= requestAnimationFrame(() => {
      this.reachFrame = null;
      this.refreshReach();
    });
  };

  /**
   * `onPlaced` is called when lines that waited for frames are all in place; `findReach` tells
   * which lines are near the viewport (null: every line is marked).
   */
  constructor(
    container: HTMLElement,
    onPlaced: () => void = () => {},
    findReach: FindReach | null = viewportReach,
    { windowFrom = WINDOW_FROM_CHARS }: LinePainterOptions = {},
  ) {
    this.container = container;
    this.onPlaced = onPlaced;
    this.findReach = findReach;
    this.windowFrom = findReach ? windowFrom : Infinity;
    if (findReach) {
      // Capture: a scroll of any scrolling box the editor sits in, not only the page's.
      addEventListener('scroll', this.viewportMoved, { capture: true, passive: true });
      addEventListener('resize', this.viewportMoved, { passive: true });
      // A font that arrives late lays the text out anew: the lines' heights are measured again.
      document.fonts?.addEventListener('loadingdone', this.fontsLoaded);
    }
    this.resized = findReach && typeof ResizeObserver === 'function' ? new ResizeObserver(this.viewportMoved) : null;
    this.resized?.observe(container);
  }

  /** Marks the lines now within reach of the viewport and takes the marks off the others. */
  refreshReach(): void {
    if (!this.findReach) return;
    if (!this.spacers && this.textLength >= this.windowFrom && this.complete && this.placed > 0) this.keepReachOnly();
    // (at half the length: a text about the threshold does not go back and forth with each key)
    else if (this.spacers && this.textLength < this.windowFrom / 2) this.keepEveryLine();
    if (this.spacers) {
      this.refreshWindow(this.findReach);
      return;
    }
    const { first, end } = this.findReach(this.container, this.placed, (index) => {
      const element = this.painted[index]!.element!;
      return { top: element.offsetTop, bottom: element.offsetTop + element.offsetHeight };
    });
    const inReach = new Set(this.painted.slice(first, end));
    for (const line of this.marked) if (!inReach.has(line)) this.unmark(line);
    for (const line of inReach) if (!line.marked) this.mark(line);
    this.refreshPieces();
  }

  /** The pieces within reach of the marked long lines get their marks, the others lose them. */
  private refreshPieces(): void {
    let layout: string | null = null;
    for (const line of this.marked) {
      if (!line.pieces || !line.element?.isConnected) continue;
      layout ??= layoutKeyOf(this.container, getComputedStyle(this.container), zoomOf(this.container));
      line.pieces.refreshReach(layout);
    }
  }

  /** Lines in the container now: the marked ones between the spacers, or every placed line. */
  get linesInPlace(): number {
    return this.spacers ? this.marked.size : this.placed;
  }

  /** From every placed line in the container to the lines within reach between two spacers. */
  private keepReachOnly(): void {
    const placed = this.painted.slice(0, this.placed);
    const style = getComputedStyle(this.container);
    const zoom = zoomOf(this.container);
    this.layoutKey = layoutKeyOf(this.container, style, zoom);
    for (const line of placed) line.height = heightOf(line.element!, zoom);
    for (const line of placed) {
      if (line.marked) this.unmark(line);
      line.element!.remove();
    }
    this.spacers = { above: spacer(), below: spacer() };
    this.container.dataset['nearView'] = '';
    this.container.prepend(this.spacers.above);
    this.container.append(this.spacers.below);
  }

  /** From the lines within reach between two spacers to every placed line in the container. */
  private keepEveryLine(): void {
    const placed = this.painted.slice(0, this.placed);
    this.keepAll();
    this.container.replaceChildren(...placed.map((line) => this.elementOf(line, false)));
  }

  /**
   * The lines within reach, found from the stored heights, put between the spacers (and marked),
   * the others taken out, and the spacers sized for the lines they stand for.
   */
  private refreshWindow(findReach: FindReach): void {
    const spacers = this.spacers!;
    const style = getComputedStyle(this.container);
    const zoom = zoomOf(this.container);
    const key = layoutKeyOf(this.container, style, zoom);
    if (key !== this.layoutKey) {
      this.layoutKey = key;
      this.measureAll(zoom);
    }
    // The lines in the container are laid out: their heights are read as they are now.
    for (const line of this.marked) line.height = heightOf(line.element!, zoom);
    const count = this.placed;
    const tops = new Float64Array(count + 1);
    for (let index = 0; index < count; index++) tops[index + 1] = tops[index]! + Math.max(0, this.painted[index]!.height);
    const padding = parseFloat(style.paddingTop) || 0;
    const { first, end } = findReach(this.container, count, (index) => ({ top: padding + tops[index]!, bottom: padding + tops[index + 1]! }));
    const inReach = this.painted.slice(first, end);
    const keep = new Set(inReach);
    for (const line of this.marked) {
      if (keep.has(line)) continue;
      this.unmark(line);
      line.element?.remove();
    }
    let previous: Element = spacers.above;
    for (const line of inReach) {
      if (!this.marked.has(line)) previous.after(this.markedElementOf(line));
      previous = line.element!;
    }
    setHeight(spacers.above, tops[first]!);
    setHeight(spacers.below, tops[count]! - tops[end]!);
    this.refreshPieces();
  }

  /** Every placed line laid out again at the end of the container, measured, and taken out. */
  private measureAll(zoom: number): void {
    for (const line of this.marked) this.unmark(line);
    this.container.replaceChildren(this.spacers!.above, this.spacers!.below);
    this.measure(this.painted.slice(0, this.placed), zoom);
  }

  /** Lines (not in the container) laid out at its end, their heights kept, and taken out again. */
  private measure(lines: readonly PaintedLine[], zoom = zoomOf(this.container)): void {
    const fragment = document.createDocumentFragment();
    for (const line of lines) fragment.append(this.elementOf(line, false));
    this.container.append(fragment);
    for (const line of lines) line.height = heightOf(line.element!, zoom);
    for (const line of lines) line.element!.remove();
  }

  /** The line's element with its marks for the current terms, counted among the marked lines. */
  private markedElementOf(line: PaintedLine): HTMLDivElement {
    const element = this.elementOf(line, true);
    if (!line.marked) this.mark(line);
    this.marked.add(line);
    return element;
  }

  /**
   * Marks the uses of these terms from now on (null: none). The placed lines are read again and
   * those whose marks change are repainted (a frame's share at a time when they are many): a
   * change of terms costs a pass over the lines' words, a keystroke never does.
   */
  setTerms(marker: TermMarker | null): void {
    if (marker === this.marker) return;
    this.marker = marker;
    this.remark = this.painted.slice(0, this.placed).filter((line) => line.marked && termsDiffer(line, marker));
    this.work();
  }

  /** Shows a text's colours, line by line. */
  update(coloured: ColouredLines): void {
    const keys = coloured.lines;
    const old = this.painted;
    let head = 0;
    while (head < old.length && head < keys.length && old[head]!.key === keys[head]) head++;
    let tail = 0;
    while (tail < old.length - head && tail < keys.length - head && old[old.length - 1 - tail]!.key === keys[keys.length - 1 - tail]) tail++;
    const removedEnd = old.length - tail;
    const fresh: PaintedLine[] = keys.slice(head, keys.length - tail).map((key) => ({ key, element: null, marks: new Map(), terms: null, marked: false, height: -1, pieces: null }));
    const freshChars = fresh.reduce((sum, line) => sum + line.key.text.length + 1, 0);
    this.painted = [...old.slice(0, head), ...fresh, ...old.slice(removedEnd)];
    this.textLength = coloured.text.length;
    // A key in a long line, however long the line: the pieces it changed are replaced.
    if (removedEnd <= this.placed && this.repaintPieces(old.slice(head, removedEnd), fresh)) return;
    if (removedEnd <= this.placed && freshChars <= PLACED_PER_FRAME_CHARS) {
      // A keystroke: its lines are replaced in place, at once, marked if the line they replace was.
      const replaced = old.slice(head, removedEnd);
      const neighbours = replaced.length > 0 ? replaced : [old[head - 1], old[removedEnd]];
      // With the spacers, the lines in the container are exactly the marked ones (the flag may be
      // left on a line taken out, to be placed again).
      const inContainer = (line: PaintedLine | undefined) => line !== undefined && (this.spacers ? this.marked.has(line) : line.marked);
      const inReach = this.findReach === null || neighbours.some(inContainer);
      if (this.spacers && !(replaced.length > 0 ? replaced.every(inContainer) : inReach)) {
        // Lines out of reach (an undo far above, a script's change): measured, and left out.
        for (const line of replaced) this.takeOut(line);
        this.placed += fresh.length - replaced.length;
        this.measure(fresh);
        this.refreshReach();
        return;
      }
      for (const line of replaced) this.takeOut(line);
      const next = old[removedEnd];
      const before = this.spacers ? (inContainer(next) ? next!.element : this.spacers.below) : removedEnd < this.placed ? next!.element : null;
      const fragment = document.createDocumentFragment();
      for (const line of fresh) fragment.append(this.elementOf(line, inReach));
      this.container.insertBefore(fragment, before);
      this.placed += fresh.length - (removedEnd - head);
      // A first text, or lines typed where no line was marked: where they are decides.
      if (!inReach) this.refreshReach();
      // A long line put in whole (a paste of one paragraph): its pieces within reach get their marks.
      else if (fresh.some((line) => line.pieces)) this.refreshPieces();
      return;
    }
    // A paste or a new list: from the first changed line on, the lines are placed again in order,
    // a frame's share at a time, so that no task lays out the whole text.
    const kept = Math.min(this.placed, head);
    for (const line of old.slice(kept, this.placed)) this.takeOut(line);
    this.placed = kept;
    // A new text from its first line: a long one keeps only the lines within reach from the start.
    if (kept === 0) this.keepAll();
    if (kept === 0 && this.textLength >= this.windowFrom) {
      this.spacers = { above: spacer(), below: spacer() };
      this.container.dataset['nearView'] = '';
      this.container.replaceChildren(this.spacers.above, this.spacers.below);
      this.layoutKey = layoutKeyOf(this.container, getComputedStyle(this.container), zoomOf(this.container));
    }
    this.work();
  }

  /**
   * A key in a long marked line: the new line takes over the old one's element and replaces only
   * the pieces that changed. False when the change is not that (the caller repaints the lines).
   */
  private repaintPieces(replaced: readonly PaintedLine[], fresh: readonly PaintedLine[]): boolean {
    const [old] = replaced;
    const [line] = fresh;
    if (replaced.length !== 1 || fresh.length !== 1 || !old?.pieces || !old.element || !line?.key.pieces) return false;
    if (this.spacers ? !this.marked.has(old) : !old.marked) return false;
    old.pieces.update(line.key, this.marker);
    Object.assign(line, { element: old.element, pieces: old.pieces, marked: true, height: old.height });
    old.pieces = null;
    old.element = null;
    this.marked.delete(old);
    this.marked.add(line);
    return true;
  }

  /** Back to every placed line in the container (none is placed when this is called). */
  private keepAll(): void {
    this.spacers?.above.remove();
    this.spacers?.below.remove();
    this.spacers = null;
    delete this.container.dataset['nearView'];
    this.layoutKey = '';
  }

  /** The element of a marked word, by its index among the text's words; undefined until placed. */
  anchorOf(coloured: ColouredLines, wordIndex: number): HTMLElement | undefined {
    // The last line whose first word is at or before wordIndex (blank lines share their index).
    const line = lastAtOrBefore(coloured.lineFirstWords, wordIndex);
    if (line >= this.placed) return undefined;
    // A line out of reach has no marks: there is nothing on screen to point at.
    const painted = this.painted[line];
    const inLine = wordIndex - (coloured.lineFirstWords[line] ?? 0);
    return painted?.pieces ? painted.pieces.anchorOf(painted.key, inLine) : painted?.marks.get(inLine);
  }

  /** True once every line of the text is in place. */
  get complete(): boolean {
    return this.placed === this.painted.length;
  }

  /** True while lines wait for a frame: to be placed, or marked again for new terms. */
  get busy(): boolean {
    return this.frame !== null;
  }

  clear(): void {
    this.cancel();
    this.painted = [];
    this.placed = 0;
    this.textLength = 0;
    this.remark = [];
    this.marked.clear();
    this.keepAll();
    this.container.replaceChildren();
  }

  /** Clears the backdrop and stops following the viewport. */
  dispose(): void {
    this.clear();
    if (this.reachFrame !== null) cancelAnimationFrame(this.reachFrame);
    this.reachFrame = null;
    removeEventListener('scroll', this.viewportMoved, { capture: true });
    removeEventListener('resize', this.viewportMoved);
    document.fonts?.removeEventListener('loadingdone', this.fontsLoaded);
    this.resized?.disconnect();
  }

  private takeOut(line: PaintedLine): void {
    this.marked.delete(line);
    line.element?.remove();
  }

  private mark(line: PaintedLine): void {
    if (!line.element) return;
    colourLine(line, line.element, this.marker, this.findReach === null);
    this.marked.add(line);
  }

  private unmark(line: PaintedLine): void {
    if (line.element) plainLine(line, line.element);
    this.marked.delete(line);
  }

  /** A frame's share of what waits: lines to mark again for new terms, then lines to place. */
  private work(): void {
    this.cancel();
    let chars = 0;
    const current = new Set(this.painted.slice(0, this.placed));
    while (this.remark.length > 0 && chars < PLACED_PER_FRAME_CHARS) {
      const line = this.remark.shift()!;
      // A line replaced or taken out since is not repainted.
      if (!current.has(line) || !line.marked) continue;
      this.mark(line);
      chars += line.key.text.length + 1;
    }
    const fragment = document.createDocumentFragment();
    const placing: PaintedLine[] = [];
    while (this.placed < this.painted.length && chars < PLACED_PER_FRAME_CHARS) {
      const line = this.painted[this.placed]!;
      placing.push(line);
      chars += line.key.text.length + 1;
      this.placed++;
    }
    const placedNow = placing.length;
    if (this.spacers) {
      // Laid out once at the end to be measured; those within reach are put back in their place.
      for (const line of placing) if (line.marked) this.unmark(line);
      this.measure(placing);
    } else {
      for (const line of placing) fragment.append(this.elementOf(line, this.findReach === null));
      this.container.append(fragment);
    }
    // The new lines' offsets are laid out now rather than in the frame: the same layout, once.
    if (placedNow > 0 || this.spacers) this.refreshReach();
    if (this.remark.length > 0 || this.placed < this.painted.length) {
      this.frame = requestAnimationFrame(() => {
        this.frame = null;
        this.work();
      });
    } else if (placedNow > 0) this.onPlaced();
  }

  /**
   * The line's element, made (with its marks when `marked`, its text alone otherwise, until the
   * reach is found), or marked again for the current terms if need be.
   */
  private elementOf(line: PaintedLine, marked: boolean): HTMLDivElement {
    if (line.element) {
      // A line placed again (after a paste above it) is counted among the marked ones again.
      if (line.marked) {
        this.marked.add(line);
        if (termsDiffer(line, this.marker)) this.mark(line);
      }
      return line.element;
    }
    const element = document.createElement('div');
    element.className = 'dj-line';
    line.element = element;
    if (marked) this.mark(line);
    else plainLine(line, element);
    return element;
  }

  private cancel(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }
}

function setHeight(element: HTMLElement, height: number): void {
  const value = `${height}px`;
  if (element.style.height !== value) element.style.height = value;
}

const termsOfLine = (marker: TermMarker | null, colours: LineColours): WordTerms =>
  marker && colours.cleanedWords && colours.cleanedWords.length > 0 ? marker.marksOf({ cleanedWords: colours.cleanedWords }) : null;

/** Whether the line's marks would differ with these terms. */
const termsDiffer = (line: PaintedLine, marker: TermMarker | null): boolean =>
  line.pieces ? line.pieces.termsDiffer(marker) : !sameMarks(line.terms, termsOfLine(marker, line.key));

function colourLine(line: PaintedLine, element: HTMLDivElement, marker: TermMarker | null, colourAll: boolean): void {
  line.marked = true;
  if (line.key.pieces) {
    // A long line: its pieces' marks, those within reach only unless every mark is wanted.
    if (line.pieces) line.pieces.setTerms(marker);
    else line.pieces = new PiecedLine(element, line.key, marker, colourAll);
    line.marks = new Map();
    line.terms = null;
    return;
  }
  if (line.key.text === '') {
    // An empty line still takes a line's height, as it does in the textarea.
    element.replaceChildren(document.createElement('br'));
    line.marks = new Map();
    line.terms = null;
    return;
  }
  const terms = termsOfLine(marker, line.key);
  const { fragment, spans } = colouredFragment(line.key, terms);
  element.replaceChildren(fragment);
  line.marks = spans;
  line.terms = terms;
}

/** The line's text without marks: the same height, a single text node for the browser to hold. */
function plainLine(line: PaintedLine, element: HTMLDivElement): void {
  line.marked = false;
  line.pieces = null;
  element.replaceChildren(line.key.text === '' ? document.createElement('br') : line.key.text);
  line.marks = new Map();
  line.terms = null;
}

/** The lines of a coloured text that was not analysed line by line (a recorded analysis). */
export function colouredLinesOf(coloured: BandedText): ColouredLines {
  const lines: LineColours[] = [];
  const lineStarts: number[] = [];
  const lineFirstWords: number[] = [];
  const { text, wordStarts, wordEnds, wordBands } = coloured;
  let word = 0;
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    const first = word;
    while (word < wordStarts.length && (wordStarts[word] ?? 0) < stop) word++;
    lines.push({
      text: text.slice(start, stop),
      wordStarts: wordStarts.slice(first, word).map((offset) => offset - start),
      wordEnds: wordEnds.slice(first, word).map((offset) => offset - start),
      wordBands: wordBands.slice(first, word),
    });
    lineStarts.push(start);
    lineFirstWords.push(first);
    if (end < 0) break;
    start = end + 1;
  }
  return { text, lines, lineStarts, lineFirstWords };
}
