import { describe, expect, it } from 'vitest';
import { lineStyle, spreadLabels } from './slope-labels.ts';

describe('spreadLabels', () => {
  it('leaves labels far enough apart where they are', () => {
    expect(spreadLabels([100, 40, 70], 14, 20, 200)).toEqual([100, 40, 70]);
  });

  it('moves close labels at least a gap apart, in their order, inside the plot', () => {
    const placed = spreadLabels([190, 191, 190, 30], 14, 20, 200);
    const sorted = [...placed].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(14);
    expect(Math.max(...placed)).toBeLessThanOrEqual(200);
    expect(Math.min(...placed)).toBeGreaterThanOrEqual(20);
    // Same height: the earlier line's label stays above.
    expect(placed[0]).toBeLessThan(placed[2]!);
    expect(placed[3]).toBe(30);
  });
});

describe('lineStyle', () => {
  it('gives twelve lines each a different look, neighbours differing in colour, dash and mark', () => {
    const looks = Array.from({ length: 12 }, (_, n) => lineStyle(n));
    expect(new Set(looks.map((look) => `${look.colour}/${look.dash}/${look.mark}`)).size).toBe(12);
    for (let n = 1; n < 12; n++) {
      expect(looks[n]!.colour).not.toBe(looks[n - 1]!.colour);
      expect(looks[n]!.dash).not.toBe(looks[n - 1]!.dash);
      expect(looks[n]!.mark).not.toBe(looks[n - 1]!.mark);
    }
  });
});
