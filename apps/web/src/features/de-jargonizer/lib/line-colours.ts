// What the editor's backdrop paints a line from, and a search its painters share: a module of
// its own so that the line painter and the long lines' piece painter need not import each other.
import type { Band } from '@scicomm/jargon/dictionary';

/** One line's colours: offsets within the line. */
export interface LineColours {
  readonly text: string;
  readonly wordStarts: readonly number[];
  readonly wordEnds: readonly number[];
  readonly wordBands: readonly Band[];
  /** The words' lookup forms, when known (a line the editor measured): its terms can be marked. */
  readonly cleanedWords?: readonly string[];
  /**
   * A long line's pieces (TextLines of @scicomm/jargon), each the same object while its text is
   * unchanged, and the index of each one's first word among the line's words.
   */
  readonly pieces?: readonly LineColours[];
  readonly pieceFirstWords?: readonly number[];
}

/** The first index in [0, count) for which `holds` is true (count when none is), for a predicate false then true. */
export function firstWhere(count: number, holds: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
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
