import { describe, expect, it } from 'vitest';
import { needleAngle } from '@scicomm/shared/gauge-geometry';
import { gaugeSvg } from './gauge.ts';

const labelAt = (svg: string, label: string) => {
  const match = new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)"[^>]*>${label.replace('+', '\\+')}</text>`).exec(svg);
  if (!match) throw new Error(`no label ${label}`);
  return { x: Number(match[1]), y: Number(match[2]) };
};

describe('the result gauge', () => {
  it('puts the end labels under the ends of the dial, off the line of a needle lying at either end', () => {
    for (const [percent, label] of [
      [100, '10%+'],
      [0, '0%'],
    ] as const) {
      const svg = gaugeSvg(percent);
      const needle = /<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/.exec(svg);
      expect(needle, svg).not.toBeNull();
      const [x1, y1, x2, y2] = needle!.slice(1).map(Number) as [number, number, number, number];
      const { x, y } = labelAt(svg, label);
      // Where the needle's line, drawn on, passes the label's centre: the label is clear below it
      // (13 px text, centred on y).
      const lineY = y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
      expect(y - 6.5, `${label} against the needle`).toBeGreaterThan(lineY);
    }
    expect(Math.abs(needleAngle(100))).toBe(85);
  });
});
