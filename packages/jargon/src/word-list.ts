// A built word list searched in place (word-lists-builder.ts writes it): one line a form, sorted
// by UTF-16 code unit, each optionally followed by a tab and a whole number. The text stays one
// string and only every BLOCK-th line's start is indexed, so a list of 600,000 Hebrew forms costs
// its 6 MB of text and 150 kB more, not the 50 MB a Map of them would. Browser-safe: no Node module.

/** Lines a lookup scans at most after its binary search: 16 keeps it under a microsecond. */
const BLOCK = 16;

export class SortedWordList {
  /** Where every BLOCK-th line starts: the line itself is found by a short scan from there. */
  private readonly blockStarts: Uint32Array;
  private readonly text: string;
  readonly size: number;

  constructor(text: string) {
    this.text = text;
    let lines = 0;
    const starts: number[] = [];
    for (let start = 0; start < text.length; lines++) {
      if (lines % BLOCK === 0) starts.push(start);
      const end = text.indexOf('\n', start);
      start = end < 0 ? text.length : end + 1;
    }
    this.size = lines;
    this.blockStarts = Uint32Array.from(starts);
  }

  /** Where the form's line starts, or -1. */
  private find(form: string): number {
    // The last block whose first form is not after the form, then its lines in order.
    let [low, high] = [0, this.blockStarts.length - 1];
    let block = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = this.compareAt(this.blockStarts[middle]!, form);
      if (order === 0) return this.blockStarts[middle]!;
      if (order < 0) {
        block = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (block < 0) return -1;
    let start = this.blockStarts[block]!;
    for (let line = 1; line < BLOCK; line++) {
      const end = this.text.indexOf('\n', start);
      if (end < 0 || end + 1 >= this.text.length) return -1;
      start = end + 1;
      const order = this.compareAt(start, form);
      if (order === 0) return start;
      if (order > 0) return -1;
    }
    return -1;
  }

  /** The order of the form on the line starting at `start` against `form`, read in place (no string made). */
  private compareAt(start: number, form: string): number {
    for (let offset = 0; ; offset++) {
      const at = start + offset;
      const unit = at < this.text.length ? this.text.charCodeAt(at) : -1;
      const listed = unit === 9 || unit === 10 ? -1 : unit;
      const wanted = offset < form.length ? form.charCodeAt(offset) : -1;
      if (listed !== wanted) return listed - wanted;
      if (listed === -1) return 0;
    }
  }

  has(form: string): boolean {
    return this.find(form) >= 0;
  }

  /** The number listed with the form (0 where its line has none), or null where the form is not listed. */
  valueOf(form: string): number | null {
    const start = this.find(form);
    if (start < 0) return null;
    let value = 0;
    if (this.text.charCodeAt(start + form.length) !== 9) return value;
    for (let at = start + form.length + 1; at < this.text.length; at++) {
      const unit = this.text.charCodeAt(at);
      if (unit < 48 || unit > 57) break;
      value = value * 10 + unit - 48;
    }
    return value;
  }
}

/** The lines of a list: forms sorted by code unit, each with its number where given. */
export function wordListText(entries: Iterable<readonly [string, number?]>): string {
  const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return sorted.map(([form, value]) => (value === undefined ? form : `${form}\t${value}`)).join('\n') + '\n';
}
