// A text's colours line by line, as the line analysis gives them (TextLines of @scicomm/jargon has
// this shape), or as made from a recorded analysis; and the word an offset of the text falls in.
import type { BandedText } from '@scicomm/jargon/classify';
import type { Band } from '@scicomm/jargon/dictionary';

/** One line's colours: offsets within the line. */
export interface LineColours {
  readonly text: string;
  readonly wordStarts: readonly number[];
  readonly wordEnds: readonly number[];
  readonly wordBands: readonly Band[];
  /** The words' lookup forms, when known (a line the editor measured): its terms can be marked. */
  readonly cleanedWords?: readonly string[];
}

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
export function lastAtOrBefore(values: readonly number[], target: number): number {
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
