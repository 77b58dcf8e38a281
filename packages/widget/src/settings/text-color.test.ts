import { describe, expect, it } from 'vitest';
import { isSafeColor, isValidTextColor, toColorPickerValue } from './text-color.ts';

describe('text colour checks', () => {
  it.each(['#000', '#000000', '#ABCDEF', '#12345678', '#abcd'])('accepts the hex colour %s', (value) => {
    expect(isValidTextColor(value)).toBe(true);
  });

  it.each(['000000', '#12', '#ggg', 'red;}', 'rgb(0,0,0);color:red', 'url(x)', 'expression(alert(1))'])('refuses %s', (value) => {
    expect(isValidTextColor(value, () => true) && isSafeColor(value)).toBe(false);
  });

  it('accepts keywords and rgb()/hsl() only through the browser check', () => {
    expect(isValidTextColor('navy')).toBe(false);
    expect(isValidTextColor('navy', () => true)).toBe(true);
    expect(isValidTextColor('rgb(10, 20, 30)', () => true)).toBe(true);
    expect(isValidTextColor('tea', () => false)).toBe(false);
  });

  it('gives the colour input a #rrggbb value', () => {
    expect(toColorPickerValue('#ABCDEF')).toBe('#abcdef');
    expect(toColorPickerValue('#abc')).toBe('#aabbcc');
    expect(toColorPickerValue('navy')).toBe('#000000');
    expect(toColorPickerValue('')).toBe('#000000');
  });
});
