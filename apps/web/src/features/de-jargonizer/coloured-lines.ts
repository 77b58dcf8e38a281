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
import { sameMarks, type Band, type BandedText, type TermMarker } from '@scicomm/jargon';
import { colouredFragment, type WordTerms } from './coloured-dom.ts';

/** One line's colours: offsets within the line. */
export interface LineColours {
  readonly text: string;
  readonly wordStarts: readonly number[];
  readonly wordEnds: readonly number[];
  readonly wordBands: readonly Band[];
  /** The words' lookup forms, when known (a line the editor measured): its terms can be marked. */
  readonly cleanedWords?: readonly string[];
}

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

/** The last index whose value is at or before `target` in an ascending list (0 when none is). */
function lastAtOrBefore(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((values[middle] ?? 0) <= target) low = middle;
    else high = middle - 1;
  }
  return low;
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
}

/**
 * Characters of text placed (or repainted for new terms) in one frame, at most (about 2,000
 * words): what the browser lays out in that frame's task. A change up to this size is done at once.
 */
export const PLACED_PER_FRAME_CHARS = 12_000;

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

  /** `onPlaced` is called when lines that waited for frames are all in place. */
  constructor(container: HTMLElement, onPlaced: () => void = () => {}) {
    this.container = container;
    this.onPlaced = onPlaced;
  }

  /**
   * Marks the uses of these terms from now on (null: none). The placed lines are read again and
   * those whose marks change are repainted (a frame's share at a time when they are many): a
   * change of terms costs a pass over the lines' words, a keystroke never does.
   */
  setTerms(marker: TermMarker | null): void {
    if (marker === this.marker) return;
    this.marker = marker;
    this.remark = this.painted.slice(0, this.placed).filter((line) => !sameMarks(line.terms, termsOfLine(marker, line.key)));
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
    const fresh: PaintedLine[] = keys.slice(head, keys.length - tail).map((key) => ({ key, element: null, marks: new Map(), terms: null }));
    const freshChars = fresh.reduce((sum, line) => sum + line.key.text.length + 1, 0);
    this.painted = [...old.slice(0, head), ...fresh, ...old.slice(removedEnd)];
    if (removedEnd <= this.placed && freshChars <= PLACED_PER_FRAME_CHARS) {
      // A keystroke: its lines are replaced in place, at once.
      for (const line of old.slice(head, removedEnd)) line.element?.remove();
      const before = removedEnd < this.placed ? old[removedEnd]!.element : null;
      const fragment = document.createDocumentFragment();
      for (const line of fresh) fragment.append(this.elementOf(line));
      this.container.insertBefore(fragment, before);
      this.placed += fresh.length - (removedEnd - head);
      return;
    }
    // A paste or a new list: from the first changed line on, the lines are placed again in order,
    // a frame's share at a time, so that no task lays out the whole text.
    const kept = Math.min(this.placed, head);
    for (const line of old.slice(kept, this.placed)) line.element?.remove();
    this.placed = kept;
    this.work();
  }

  /** The element of a marked word, by its index among the text's words; undefined until placed. */
  anchorOf(coloured: ColouredLines, wordIndex: number): HTMLElement | undefined {
    // The last line whose first word is at or before wordIndex (blank lines share their index).
    const line = lastAtOrBefore(coloured.lineFirstWords, wordIndex);
    if (line >= this.placed) return undefined;
    return this.painted[line]?.marks.get(wordIndex - (coloured.lineFirstWords[line] ?? 0));
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
    this.remark = [];
    this.container.replaceChildren();
  }

  /** A frame's share of what waits: lines to mark again for new terms, then lines to place. */
  private work(): void {
    this.cancel();
    let chars = 0;
    const current = new Set(this.painted.slice(0, this.placed));
    while (this.remark.length > 0 && chars < PLACED_PER_FRAME_CHARS) {
      const line = this.remark.shift()!;
      // A line replaced or taken out since is not repainted.
      if (!current.has(line) || !line.element) continue;
      colourLine(line, line.element, this.marker);
      chars += line.key.text.length + 1;
    }
    const fragment = document.createDocumentFragment();
    let placedNow = 0;
    while (this.placed < this.painted.length && chars < PLACED_PER_FRAME_CHARS) {
      const line = this.painted[this.placed]!;
      fragment.append(this.elementOf(line));
      chars += line.key.text.length + 1;
      this.placed++;
      placedNow++;
    }
    this.container.append(fragment);
    if (this.remark.length > 0 || this.placed < this.painted.length) {
      this.frame = requestAnimationFrame(() => {
        this.frame = null;
        this.work();
      });
    } else if (placedNow > 0) this.onPlaced();
  }

  /** The line's element, made or marked again for the current terms if need be. */
  private elementOf(line: PaintedLine): HTMLDivElement {
    if (line.element) {
      if (!sameMarks(line.terms, termsOfLine(this.marker, line.key))) colourLine(line, line.element, this.marker);
      return line.element;
    }
    const element = document.createElement('div');
    element.className = 'dj-line';
    colourLine(line, element, this.marker);
    line.element = element;
    return element;
  }

  private cancel(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }
}

const termsOfLine = (marker: TermMarker | null, colours: LineColours): WordTerms =>
  marker && colours.cleanedWords && colours.cleanedWords.length > 0 ? marker.marksOf({ cleanedWords: colours.cleanedWords }) : null;

function colourLine(line: PaintedLine, element: HTMLDivElement, marker: TermMarker | null): void {
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
