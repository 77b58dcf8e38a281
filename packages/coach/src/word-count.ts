// Word counting for the scripts' word ranges. A word is a whitespace-separated token
// (docs/product.md §5), the same rule as the text box's live counter (docs/exercises.md "The
// chat screen"), so the student's counter and the engine never disagree.

export interface WordRange {
  readonly min: number;
  readonly max: number;
}

/** The one word counter of the site (@scicomm/shared/text). */
export { countWords } from '@scicomm/shared/text';

export function isWithinRange(count: number, range: WordRange): boolean {
  return count >= range.min && count <= range.max;
}

/** The exact answer to a text outside its range (the stage is kept). */
export function wordRangeMessage(range: WordRange, count: number): string {
  return `Please use ${range.min}–${range.max} words. Currently, you used ${count}.`;
}
