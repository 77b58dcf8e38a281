// A built word list searched in place (word-lists-builder.ts writes it): one line a form, sorted
// by UTF-16 code unit, each optionally followed by a tab and a whole number. The text stays one
// string and only line starts and numbers are indexed, so a list of 600,000 Hebrew forms costs
// some 15 MB, not the 50 MB a Map of them would. Browser-safe: no Node module.

export class SortedWordList {
  private readonly starts: Uint32Array;
  private readonly values: Uint16Array;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
    let lines = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
    if (text.length > 0 && !text.endsWith('\n')) lines += 1;
    this.starts = new Uint32Array(lines + 1);
    this.values = new Uint16Array(lines);
    let start = 0;
    for (let line = 0; line < lines; line++) {
      this.starts[line] = start;
      const end = text.indexOf('\n', start);
      const stop = end < 0 ? text.length : end;
      // The number after a tab, read digit by digit: a slice a line would double the load time.
      let value = 0;
      let digits = false;
      for (let at = stop - 1; at > start; at--) {
        const unit = text.charCodeAt(at);
        if (unit === 9) {
          digits = true;
          break;
        }
        if (unit < 48 || unit > 57) break;
      }
      if (digits) {
        for (let at = text.lastIndexOf('\t', stop) + 1; at < stop; at++) value = value * 10 + text.charCodeAt(at) - 48;
        this.values[line] = value;
      }
      start = stop + 1;
    }
    // One past the last line's end, as if a newline followed it.
    this.starts[lines] = text.endsWith('\n') ? text.length : text.length + 1;
  }

  get size(): number {
    return this.values.length;
  }

  /** The form's line, or -1. */
  private find(form: string): number {
    let [low, high] = [0, this.values.length - 1];
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = this.compareAt(middle, form);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The order of the form on `line` against `form`, read in place (no string made). */
  private compareAt(line: number, form: string): number {
    const start = this.starts[line]!;
    const end = this.starts[line + 1]! - 1;
    for (let offset = 0; ; offset++) {
      const at = start + offset;
      const unit = at < end ? this.text.charCodeAt(at) : -1;
      const listed = unit === 9 ? -1 : unit;
      const wanted = offset < form.length ? form.charCodeAt(offset) : -1;
      if (listed !== wanted) return listed - wanted;
      if (listed === -1) return 0;
    }
  }

  has(form: string): boolean {
    return this.find(form) >= 0;
  }

  /** The number listed with the form, or null where the form is not listed. */
  valueOf(form: string): number | null {
    const line = this.find(form);
    return line < 0 ? null : this.values[line]!;
  }
}

/** The lines of a list: forms sorted by code unit, each with its number where given. */
export function wordListText(entries: Iterable<readonly [string, number?]>): string {
  const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return sorted.map(([form, value]) => (value === undefined ? form : `${form}\t${value}`)).join('\n') + '\n';
}
