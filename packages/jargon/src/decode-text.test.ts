import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';
import { JargonError } from './errors.ts';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);

describe('decodeText', () => {
  it('decodes UTF-8 and drops a BOM', () => {
    expect(decodeText(new TextEncoder().encode('naïve שלום'))).toBe('naïve שלום');
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe('a');
  });

  it('decodes UTF-16 files that start with a byte-order mark', () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x61, 0x00, 0xe9, 0x00))).toBe('aé');
    expect(decodeText(bytes(0xfe, 0xff, 0x00, 0x61))).toBe('a');
  });

  it('refuses invalid UTF-8', () => {
    expect(() => decodeText(bytes(0x61, 0xc3, 0x28))).toThrowError(new JargonError('INVALID_TEXT', 'The file is not valid UTF-8 text.'));
    expect(() => decodeText(bytes(0xe2, 0x82))).toThrow('The file is not valid UTF-8 text.');
  });

  it('refuses binary files holding NUL bytes', () => {
    expect(() => decodeText(bytes(0x50, 0x4b, 0x03, 0x04, 0x00, 0x00))).toThrowError(new JargonError('INVALID_TEXT', 'The file is binary, not text.'));
  });
});
