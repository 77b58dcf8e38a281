// The editor's backdrop, one block per line of the text, repainted line by line: a keystroke
// repaints the line it changed and nothing else, since each line's colours arrive as the same
// object while the line is unchanged (createLineAnalyzer). A change of many words at once (a
// paste, a period switch) first shows those lines as plain text, which lays out exactly like
// coloured text, then colours them in slices of a few milliseconds, the lines in view first, so
// the page never stalls on thousands of marks.
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
  /** The line's colours object, or its text while it is shown plain. */
  readonly key: LineColours | string;
  readonly element: HTMLDivElement;
  /** Marked words' elements by the word's index within the line. */
  marks: Map<number, HTMLSpanElement>;
  /** The key terms and explained terms it was painted with. */
  terms: WordTerms;
  waiting: boolean;
}

/** Words repainted at once above which the colours come in slices. */
export const SLICED_PAINT_WORDS = 2_000;
const SLICE_MS = 8;

const sameKey = (a: LineColours | string, b: LineColours | string) => a === b;

export class LinePainter {
  private painted: PaintedLine[] = [];
  private pending: ReturnType<typeof setTimeout> | null = null;
  private readonly container: HTMLElement;
  private marker: TermMarker | null = null;

  constructor(container: HTMLElement) {
    this.container = container;
  }

  /**
   * Marks the uses of these terms from now on (null: none). The lines on screen are read again
   * and those whose marks change are repainted: a change of terms costs a pass over the lines'
   * words, a keystroke never does.
   */
  setTerms(marker: TermMarker | null): void {
    if (marker === this.marker) return;
    this.marker = marker;
    const changed: PaintedLine[] = [];
    let words = 0;
    for (const line of this.painted) {
      if (line.waiting || typeof line.key === 'string') continue;
      if (sameMarks(line.terms, termsOfLine(marker, line.key))) continue;
      changed.push(line);
      words += line.key.wordStarts.length;
    }
    // A term used all over a long text: its lines keep their old marks until their slice comes.
    if (words <= SLICED_PAINT_WORDS) {
      for (const line of changed) if (typeof line.key !== 'string') colourLine(line, line.key, marker);
      return;
    }
    for (const line of changed) line.waiting = true;
    this.scheduleColours();
  }

  /**
   * Shows `text`: with `coloured` (the colours of exactly this text, line by line) its lines are
   * marked, otherwise the text is plain.
   */
  update(text: string, coloured: ColouredLines | null): void {
    const keys: (LineColours | string)[] = coloured ? [...coloured.lines] : text.split('\n');
    const old = this.painted;
    let head = 0;
    while (head < old.length && head < keys.length && sameKey(old[head]!.key, keys[head]!)) head++;
    let tail = 0;
    while (
      tail < old.length - head &&
      tail < keys.length - head &&
      sameKey(old[old.length - 1 - tail]!.key, keys[keys.length - 1 - tail]!)
    )
      tail++;
    const changed = keys.slice(head, keys.length - tail);
    const words = changed.reduce((sum, key) => sum + (typeof key === 'string' ? 0 : key.wordStarts.length), 0);
    const sliced = words > SLICED_PAINT_WORDS;
    const fresh = changed.map((key) => this.paintLine(key, sliced));
    const removed = old.slice(head, old.length - tail);
    const before = old[old.length - tail]?.element ?? null;
    for (const line of removed) {
      line.waiting = false;
      line.element.remove();
    }
    if (fresh.length > 0) {
      const fragment = document.createDocumentFragment();
      for (const line of fresh) fragment.append(line.element);
      this.container.insertBefore(fragment, before);
    }
    this.painted = [...old.slice(0, head), ...fresh, ...old.slice(old.length - tail)];
    // A small change while slices are still running leaves them running: its lines are coloured.
    if (sliced) this.scheduleColours();
  }

  /** The element of a marked word, by its index among the text's words; undefined while plain. */
  anchorOf(coloured: ColouredLines, wordIndex: number): HTMLElement | undefined {
    // The last line whose first word is at or before wordIndex (blank lines share their index).
    const line = lastAtOrBefore(coloured.lineFirstWords, wordIndex);
    return this.painted[line]?.marks.get(wordIndex - (coloured.lineFirstWords[line] ?? 0));
  }

  /** True while some lines still wait for their colours. */
  get colouring(): boolean {
    return this.pending !== null;
  }

  clear(): void {
    this.cancel();
    this.painted = [];
    this.container.replaceChildren();
  }

  private paintLine(key: LineColours | string, waiting: boolean): PaintedLine {
    const element = document.createElement('div');
    element.className = 'dj-line';
    const line: PaintedLine = { key, element, marks: new Map(), terms: null, waiting: false };
    if (typeof key === 'string' || waiting) {
      const text = typeof key === 'string' ? key : key.text;
      // An empty line still takes a line's height, as it does in the textarea.
      if (text === '') element.append(document.createElement('br'));
      else element.textContent = text;
      line.waiting = typeof key !== 'string';
    } else {
      colourLine(line, key, this.marker);
    }
    return line;
  }

  private scheduleColours(): void {
    this.cancel();
    let queue: PaintedLine[] | null = null;
    const run = () => {
      this.pending = null;
      // The order is taken once, when the plain lines have been laid out: those in view first.
      queue ??= inViewFirst(this.painted.filter((line) => line.waiting));
      const deadline = performance.now() + SLICE_MS;
      while (queue.length > 0 && performance.now() < deadline) {
        const line = queue.shift()!;
        // A line replaced since is no longer waiting (update() took it out).
        if (line.waiting && typeof line.key !== 'string') colourLine(line, line.key, this.marker);
        line.waiting = false;
      }
      if (queue.length > 0) this.pending = setTimeout(run, 0);
    };
    this.pending = setTimeout(run, 0);
  }

  private cancel(): void {
    if (this.pending !== null) clearTimeout(this.pending);
    this.pending = null;
  }
}

const termsOfLine = (marker: TermMarker | null, colours: LineColours): WordTerms =>
  marker && colours.cleanedWords && colours.cleanedWords.length > 0 ? marker.marksOf({ cleanedWords: colours.cleanedWords }) : null;

function colourLine(line: PaintedLine, colours: LineColours, marker: TermMarker | null): void {
  if (colours.text === '') {
    line.element.replaceChildren(document.createElement('br'));
    line.marks = new Map();
    line.terms = null;
    return;
  }
  const terms = termsOfLine(marker, colours);
  const { fragment, spans } = colouredFragment(colours, terms);
  line.element.replaceChildren(fragment);
  line.marks = spans;
  line.terms = terms;
}

/** The lines in the viewport first, then the others in text order. */
function inViewFirst(lines: PaintedLine[]): PaintedLine[] {
  const height = globalThis.innerHeight || 0;
  const visible: PaintedLine[] = [];
  const rest: PaintedLine[] = [];
  for (const line of lines) {
    const box = line.element.getBoundingClientRect();
    (box.bottom >= 0 && box.top <= height ? visible : rest).push(line);
  }
  return [...visible, ...rest];
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
