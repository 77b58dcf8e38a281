import { describe, expect, it } from 'vitest';
import { formatNumber, formatSigned, verdictOf } from './format.ts';
import { piecesOf } from './segments.ts';
import { scaleFor } from './slope-scale.ts';

describe('the Compare pages’ helpers', () => {
  it('writes a change with its sign and a real minus, and knows which way is better', () => {
    expect(formatSigned(7, 'en')).toBe('+7');
    expect(formatSigned(-3, 'en')).toBe('\u22123');
    expect(formatSigned(0, 'en')).toBe('0');
    expect(formatNumber(-46.2, 'en', 2)).toBe('\u221246.20');
    expect(verdictOf(5, 'higherIsBetter')).toBe('better');
    expect(verdictOf(5, 'lowerIsBetter')).toBe('worse');
    expect(verdictOf(-5, 'lowerIsBetter')).toBe('better');
    expect(verdictOf(5, 'neutral')).toBe('neutral');
  });

  it('gives the chart a range with round ticks that holds every value', () => {
    expect(scaleFor([29, 91, 94])).toEqual({ min: 20, max: 100, ticks: [20, 40, 60, 80, 100] });
    const flat = scaleFor([50, 50]);
    expect(flat.min).toBeLessThan(50);
    expect(flat.max).toBeGreaterThan(50);
    expect(scaleFor([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('cuts a compared text into its words with their bands and the text between', () => {
    const { pieces, cut } = piecesOf('Gene therapy, 2024.', 'mr');
    expect(cut).toBe(false);
    expect(pieces.map((piece) => piece.text).join('')).toBe('Gene therapy, 2024.');
    expect(pieces.filter((piece) => piece.band !== null)).toEqual([
      { text: 'Gene', band: 'mid' },
      { text: 'therapy', band: 'rare' },
    ]);
    const long = piecesOf('one two three four', 'cccc', 2);
    expect(long.cut).toBe(true);
    expect(long.pieces.map((piece) => piece.text).join('')).toBe('one two ');
  });
});
