// Measures the editor's text with a line analyser: at once when the lines it does not know yet
// take less than a slice (a keystroke: one line), otherwise a slice at a time between frames (a
// long paste), so the page never stalls on a whole text's analysis.
import type { LineAnalyzer, TextLines } from '@scicomm/jargon/line-analysis';

const SLICE_MS = 8;

export class MeasureInSlices {
  private timer: ReturnType<typeof setTimeout> | null = null;

  /**
   * Measures `text`; calls `measured` with its lines, in this call when it fits in one slice.
   * Returns false when the lines come later (after `cancel()`, they never come).
   */
  run(analyzer: LineAnalyzer, text: string, measured: (lines: TextLines) => void): boolean {
    this.cancel();
    const slice = (): boolean => {
      const deadline = performance.now() + SLICE_MS;
      if (!analyzer.prepare(text, () => performance.now() > deadline)) return false;
      measured(analyzer.lines(text));
      return true;
    };
    if (slice()) return true;
    const next = () => {
      this.timer = null;
      if (!slice()) this.timer = setTimeout(next, 0);
    };
    this.timer = setTimeout(next, 0);
    return false;
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
