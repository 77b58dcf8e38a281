// A long line of the editor's backdrop, painted piece by piece (its pieces come from the line
// analyser, @scicomm/jargon's line-pieces.ts): one inline span per piece, so the line wraps as the
// textarea wraps it, and only the pieces within reach of the viewport carry a span per marked word.
//
// Why (docs/de-jargonizer.md "How the editor paints"): a key in a paragraph of 20,000 words
// painted as one block of marked words cost 40–130 ms of layout beyond the textarea's, since the
// browser shapes and breaks every inline box of the block again; a textarea's own edit of one text
// node is laid out incrementally (about 2 ms). Two things bring the backdrop's key to that:
// - a key replaces only the pieces it changed (the analyser gives those as new objects);
// - the text above the pieces within reach is split off into a block of its own, plain, ending at
//   a line box's start that the layout itself shows. The line breaks after a line's start depend
//   only on the text from there on, so the two blocks break exactly as the one paragraph did, and
//   a key below the split lays out the lower block only (a forced layout of 24 → 1.6 ms here).
//   The split is found again when the reach leaves it behind, and thrown away when the width, the
//   font or its spacing change, or a key changes text above it.
import { sameMarks, type TermMarker } from '@scicomm/jargon/term-marks';
import { colouredFragment, type WordSpans, type WordTerms } from './coloured-dom.ts';
import { firstWhere, lastAtOrBefore, type LineColours } from './line-colours.ts';

interface PaintedPiece {
  /** The piece's colours: the same object while its text is unchanged. */
  readonly key: LineColours;
  /** Its span; null while its text is in the plain text above the split. */
  element: HTMLSpanElement | null;
  /** True when its marked words have their spans. */
  coloured: boolean;
  /** Marked words' spans by the word's index within the piece. */
  marks: WordSpans;
  terms: WordTerms;
}

/** How many screens above and below the viewport pieces keep their marks, as lines do. */
const REACH_SCREENS = 1;
/** Pieces (of about 250 words) the split may lag behind the reach before it is found again. */
const SPLIT_SLACK = 2;

const termsOf = (marker: TermMarker | null, colours: LineColours): WordTerms =>
  marker && colours.cleanedWords && colours.cleanedWords.length > 0 ? marker.marksOf({ cleanedWords: colours.cleanedWords }) : null;

/** Offsets in the line where each piece begins. */
function startsOf(pieces: readonly PaintedPiece[]): number[] {
  const starts: number[] = [];
  let start = 0;
  for (const piece of pieces) {
    starts.push(start);
    start += piece.key.text.length;
  }
  return starts;
}

export class PiecedLine {
  private pieces: PaintedPiece[];
  private readonly element: HTMLElement;
  private marker: TermMarker | null;
  /** True: every piece is coloured, never split (a painter that does not follow the viewport). */
  private readonly colourAll: boolean;
  /** The pieces from `split` on have their spans, in `below`; the text before them is plain. */
  private split = 0;
  /** The line's text before the split's line start, in its own block while split > 0. */
  private readonly above = document.createElement('div');
  /**
   * That text: moved as the split moves by adding or taking text at its end, which the browser
   * lays out from the changed line on, as it does a textarea's edit.
   */
  private readonly aboveText = document.createTextNode('');
  private readonly below = document.createElement('div');
  /** The text from the split's line start to the first piece below it. */
  private readonly head = document.createTextNode('');
  /** What the split's line start was found with (layoutKeyOf in coloured-lines.ts). */
  private splitLayout = '';
  /** A split moved down waits for a task of its own, after the frame the reach moved in. */
  private splitTimer: ReturnType<typeof setTimeout> | null = null;

  /** Paints the line's pieces into its element: coloured when `colourAll`, plain until the reach is found otherwise. */
  constructor(element: HTMLElement, key: LineColours, marker: TermMarker | null, colourAll: boolean) {
    this.element = element;
    this.marker = marker;
    this.colourAll = colourAll;
    this.pieces = (key.pieces ?? []).map((piece) => this.paint(piece, colourAll));
    this.above.append(this.aboveText);
    this.below.append(this.head, ...this.pieces.map((piece) => piece.element!));
    element.replaceChildren(this.below);
  }

  /**
   * The line's colours after a key: the pieces at its start and end that are the same objects keep
   * their elements; those between are replaced, coloured if a piece they replace (or, for pieces
   * only added, a piece beside them) was. A change above the split joins the line up again first.
   * Terms that changed since the line was marked (its repaint still waiting for a frame) are
   * marked first.
   */
  update(key: LineColours, marker: TermMarker | null): void {
    if (marker !== this.marker) this.setTerms(marker);
    const keys = key.pieces ?? [];
    let head = 0;
    while (head < this.pieces.length && head < keys.length && this.pieces[head]!.key === keys[head]) head++;
    if (head < this.split) this.join();
    const old = this.pieces;
    let tail = 0;
    while (tail < old.length - head && tail < keys.length - head && old[old.length - 1 - tail]!.key === keys[keys.length - 1 - tail]) tail++;
    const replaced = old.slice(head, old.length - tail);
    const beside = replaced.length > 0 ? replaced : [old[head - 1], old[old.length - tail]];
    const coloured = this.colourAll || beside.some((piece) => piece?.coloured === true);
    const fresh = keys.slice(head, keys.length - tail).map((piece) => this.paint(piece, coloured));
    const next = old[old.length - tail]?.element ?? null;
    for (const piece of replaced) piece.element?.remove();
    const fragment = document.createDocumentFragment();
    for (const piece of fresh) fragment.append(piece.element!);
    this.below.insertBefore(fragment, next);
    this.pieces = [...old.slice(0, head), ...fresh, ...old.slice(old.length - tail)];
  }

  /**
   * Colours the pieces within reach of the viewport and takes the marks off the others; splits the
   * text above them off again when the reach has moved away from the split or `layout` (the width,
   * font and spacing the text is laid out with) has changed.
   */
  refreshReach(layout: string): void {
    if (this.colourAll || this.pieces.length === 0) return;
    if (layout !== this.splitLayout && this.split > 0) this.join();
    const starts = startsOf(this.pieces);
    const { first, end } = this.reach(starts);
    if (first < this.split) {
      // Pieces within reach are above the split, without spans to mark: split higher now.
      this.splitAt(first, starts);
      this.splitLayout = layout;
    } else if (first > this.split + SPLIT_SLACK) {
      // The marks follow with the split, in a task of its own.
      this.splitLater(layout);
      return;
    }
    this.colourRange(first, end);
  }

  /**
   * Moves the split down to the reach, and marks the pieces there, in a task after this frame:
   * the frame that brought the reach far below the split (a key that scrolled the page, a jump to
   * the end) lays the whole line out once, not again for new marks, and the split's own layout
   * (the text above laid out anew the first time) is a task of its own. The pieces there show
   * their text, unmarked, until that task (a frame or two).
   */
  private splitLater(layout: string): void {
    if (this.splitTimer !== null) return;
    this.splitTimer = setTimeout(() => {
      this.splitTimer = null;
      // The line may have been taken out or repainted plain meanwhile.
      if (!this.element.isConnected || this.below.parentNode !== this.element) return;
      const starts = startsOf(this.pieces);
      const { first, end } = this.reach(starts);
      if (first > this.split + SPLIT_SLACK) {
        this.splitAt(first, starts);
        this.splitLayout = layout;
      }
      this.colourRange(first, end);
    }, 0);
  }

  /** True when a coloured piece would be marked differently with these terms. */
  termsDiffer(marker: TermMarker | null): boolean {
    return this.pieces.some((piece) => piece.coloured && !sameMarks(piece.terms, termsOf(marker, piece.key)));
  }

  /** Marks the uses of these terms in the coloured pieces whose marks change. */
  setTerms(marker: TermMarker | null): void {
    this.marker = marker;
    for (const piece of this.pieces) if (piece.coloured && !sameMarks(piece.terms, termsOf(marker, piece.key))) this.colour(piece);
  }

  /** The span of a marked word by its index among the line's words; undefined in a piece out of reach. */
  anchorOf(key: LineColours, wordIndex: number): HTMLSpanElement | undefined {
    const firsts = key.pieceFirstWords ?? [];
    const index = lastAtOrBefore(firsts, wordIndex);
    return this.pieces[index]?.marks.get(wordIndex - (firsts[index] ?? 0));
  }

  /** Pieces [first, end) are within reach, from where they are laid out now. */
  private reach(starts: readonly number[]): { first: number; end: number } {
    const screen = window.innerHeight;
    const from = -screen * REACH_SCREENS;
    const to = screen * (1 + REACH_SCREENS);
    const boxes = new Map<number, DOMRect>();
    const boxOf = (index: number) => {
      let box = boxes.get(index);
      if (!box) boxes.set(index, (box = this.boxOf(index, starts)));
      return box;
    };
    const first = firstWhere(this.pieces.length, (index) => boxOf(index).bottom >= from);
    return { first, end: Math.max(first, firstWhere(this.pieces.length, (index) => boxOf(index).top > to)) };
  }

  /** Where a piece is: its span's box, or the box of its text above the split. */
  private boxOf(index: number, starts: readonly number[]): DOMRect {
    const piece = this.pieces[index]!;
    if (piece.element) return piece.element.getBoundingClientRect();
    return this.plainRange(starts[index]!, starts[index]! + piece.key.text.length).getBoundingClientRect();
  }

  /** The box of the first character of a piece, where it is laid out now. */
  private firstBoxOf(index: number, starts: readonly number[]): DOMRect | undefined {
    const piece = this.pieces[index]!;
    if (piece.element) return piece.element.getClientRects()[0];
    return this.plainRange(starts[index]!, starts[index]! + 1).getClientRects()[0];
  }

  /** A range over line offsets [from, to) of the plain text before the split's first piece. */
  private plainRange(from: number, to: number): Range {
    const range = document.createRange();
    const start = this.positionOf(from);
    const end = this.positionOf(to);
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset);
    return range;
  }

  /** The plain text node, and the offset in it, that holds a line offset before the split's first piece. */
  private positionOf(offset: number): { node: Text; offset: number } {
    const aboveLength = this.split > 0 ? this.aboveText.length : 0;
    if (offset < aboveLength) return { node: this.aboveText, offset };
    return { node: this.head, offset: Math.min(offset - aboveLength, this.head.length) };
  }

  /**
   * Splits the text before piece `first` off at the start of the line box that piece begins on:
   * the text before it goes into the block above, plain; the pieces from `first` on keep (or get)
   * their spans in the block below. Piece 0, or no line start found, joins the line up.
   */
  private splitAt(first: number, starts: readonly number[]): void {
    if (first === 0) {
      this.join();
      return;
    }
    const lineStart = this.lineStartOf(first, starts);
    if (lineStart === null || lineStart === 0) {
      this.join();
      return;
    }
    const before = this.firstBoxOf(first, starts);
    const text = this.pieces.map((piece) => piece.key.text).join('');
    for (let index = 0; index < this.pieces.length; index++) {
      const piece = this.pieces[index]!;
      if (index < first) {
        piece.element?.remove();
        piece.element = null;
        piece.coloured = false;
        piece.marks = new Map();
        piece.terms = null;
      } else if (!piece.element) this.plainSpan(piece);
    }
    // The text above grows or shrinks at its end (it is the line's text up to the old line start).
    const aboveLength = this.split > 0 ? this.aboveText.length : 0;
    if (this.split === 0) this.aboveText.data = text.slice(0, lineStart);
    else if (lineStart > aboveLength) this.aboveText.appendData(text.slice(aboveLength, lineStart));
    else if (lineStart < aboveLength) this.aboveText.deleteData(lineStart, aboveLength - lineStart);
    this.head.data = text.slice(lineStart, starts[first]);
    this.below.replaceChildren(this.head, ...this.pieces.slice(first).map((piece) => piece.element!));
    if (this.above.parentNode !== this.element) this.element.replaceChildren(this.above, this.below);
    this.split = first;
    // The piece must not have moved; if it has (a line start misread), the line is joined up again.
    const after = this.firstBoxOf(first, starts);
    if (!before || !after || Math.abs(before.top - after.top) > 1 || Math.abs(before.left - after.left) > 1) this.join();
  }


  /** One block again: every piece in its span, the text above plain. */
  private join(): void {
    if (this.split === 0) return;
    for (const piece of this.pieces) if (!piece.element) this.plainSpan(piece);
    this.head.data = '';
    this.below.replaceChildren(this.head, ...this.pieces.map((piece) => piece.element!));
    this.aboveText.data = '';
    this.element.replaceChildren(this.below);
    this.split = 0;
    this.splitLayout = '';
  }

  /**
   * The offset where the line box that piece `index` begins on begins, found in the laid-out text:
   * the first character whose middle is below the middle of the line before. Null when the text is
   * not laid out.
   */
  private lineStartOf(index: number, starts: readonly number[]): number | null {
    const offset = starts[index]!;
    const nodes = this.textNodesBefore(index, starts);
    if (nodes.length === 0) return null;
    const middleOf = (at: number): number | null => {
      const found = nodes.findLast((entry) => entry.start <= at && at < entry.start + entry.node.length);
      if (!found) return null;
      const range = document.createRange();
      range.setStart(found.node, at - found.start);
      range.setEnd(found.node, at - found.start + 1);
      const box = range.getClientRects()[0];
      return box ? (box.top + box.bottom) / 2 : null;
    };
    const box = this.firstBoxOf(index, starts);
    if (!box) return null;
    const target = (box.top + box.bottom) / 2;
    const lineHeight = parseFloat(getComputedStyle(this.element).lineHeight) || 0;
    if (lineHeight <= 0) return null;
    const from = nodes[0]!.start;
    // Characters before the line are a line or more higher; those on it within a few pixels.
    return from + firstWhere(offset - from, (at) => (middleOf(from + at) ?? -Infinity) > target - lineHeight / 2);
  }

  /** The text nodes of the text of the piece before piece `index`, with their offsets in the line. */
  private textNodesBefore(index: number, starts: readonly number[]): { node: Text; start: number }[] {
    if (index <= 0) return [];
    const previous = this.pieces[index - 1]!;
    const nodes: { node: Text; start: number }[] = [];
    if (previous.element) {
      // Its text, plain or in marked words' spans.
      const walker = document.createTreeWalker(previous.element, NodeFilter.SHOW_TEXT);
      let start = starts[index - 1]!;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, start });
        start += (node as Text).length;
      }
      return nodes;
    }
    // Above the split: in the block above, or in the head of the block below.
    const aboveLength = this.split > 0 ? this.aboveText.length : 0;
    if (aboveLength > 0) nodes.push({ node: this.aboveText, start: 0 });
    if (this.head.length > 0) nodes.push({ node: this.head, start: aboveLength });
    return nodes.filter((entry) => entry.start + entry.node.length > starts[index - 1]!);
  }

  /** Pieces [first, end) coloured, the others plain. */
  private colourRange(first: number, end: number): void {
    this.pieces.forEach((piece, index) => {
      if (!piece.element) return;
      const inReach = index >= first && index < end;
      if (inReach && !piece.coloured) this.colour(piece);
      else if (!inReach && piece.coloured) plain(piece);
    });
  }

  private paint(key: LineColours, coloured: boolean): PaintedPiece {
    const piece: PaintedPiece = { key, element: document.createElement('span'), coloured: false, marks: new Map(), terms: null };
    piece.element!.className = 'dj-piece';
    if (coloured) this.colour(piece);
    else plain(piece);
    return piece;
  }

  private plainSpan(piece: PaintedPiece): void {
    piece.element = document.createElement('span');
    piece.element.className = 'dj-piece';
    plain(piece);
  }

  private colour(piece: PaintedPiece): void {
    if (!piece.element) return;
    const terms = termsOf(this.marker, piece.key);
    const { fragment, spans } = colouredFragment(piece.key, terms);
    piece.element.replaceChildren(fragment);
    piece.coloured = true;
    piece.marks = spans;
    piece.terms = terms;
  }
}

function plain(piece: PaintedPiece): void {
  piece.element?.replaceChildren(piece.key.text);
  piece.coloured = false;
  piece.marks = new Map();
  piece.terms = null;
}
