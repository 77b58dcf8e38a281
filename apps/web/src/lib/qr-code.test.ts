import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl, qrCodeShape } from './qr-code.ts';

/** The dark modules the path draws, as "x,y". */
function darkModules(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx++) dark.add(`${Number(x) + dx},${y}`);
  }
  return dark;
}

describe('qrCodeShape', () => {
  const url = 'https://scicomm.example.org/study/AbCdEfGhIjKlMnOpQrStUv';
  const { size, path } = qrCodeShape(url);
  const dark = darkModules(path);

  it('is a QR symbol: 17 + 4 × version modules a side', () => {
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(25);
  });

  it('draws the three finder patterns: a dark ring, a light ring, a dark 3 × 3 core', () => {
    for (const [left, top] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      for (let y = 0; y < 7; y++)
        for (let x = 0; x < 7; x++) {
          const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
          expect(dark.has(`${left + x},${top + y}`), `module ${x},${y} of the finder at ${left},${top}`).toBe(ring !== 2);
        }
    }
  });

  it('draws the timing pattern between the finders: dark on even modules', () => {
    for (let i = 8; i < size - 8; i++) {
      expect(dark.has(`${i},6`)).toBe(i % 2 === 0);
      expect(dark.has(`6,${i}`)).toBe(i % 2 === 0);
    }
  });
});

describe('qrCodeDataUrl', () => {
  it('is a standalone SVG with a white quiet zone around the code', () => {
    const dataUrl = qrCodeDataUrl('https://example.org/r/abc', 2);
    expect(dataUrl.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
    const { size } = qrCodeShape('https://example.org/r/abc');
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain(`viewBox="-2 -2 ${size + 4} ${size + 4}"`);
    expect(svg).toContain(`<rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#ffffff"/>`);
  });
});
