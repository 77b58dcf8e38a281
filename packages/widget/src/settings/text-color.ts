// Which text colours the widget accepts. The original's box took any text unchecked; we check
// it, because the value is written into a style rule: only a hex colour, a colour keyword or
// an rgb()/hsl() form made of safe characters can ever reach the page's CSS, so a typed or
// hand-stored value cannot break out of its declaration.

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_KEYWORD = /^[a-z]{3,20}$/i;
const COLOR_FUNCTION = /^(?:rgb|rgba|hsl|hsla)\([0-9.,%\s/+-]{1,60}\)$/i;

/** Tells whether the browser understands a colour (CSS.supports in a browser). */
export type ColorSupport = (value: string) => boolean;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** Safe to write into a CSS declaration: no characters that could end it. */
export function isSafeColor(value: string): boolean {
  return HEX_COLOR.test(value) || COLOR_KEYWORD.test(value) || COLOR_FUNCTION.test(value);
}

/**
 * A colour the page can use. Hex colours are checked here; keywords and functions only when a
 * `supports` check is given (without one we cannot tell "teal" from "tea"), so they are refused.
 */
export function isValidTextColor(value: string, supports?: ColorSupport): boolean {
  const trimmed = value.trim();
  if (isHexColor(trimmed)) return true;
  return supports !== undefined && isSafeColor(trimmed) && supports(trimmed);
}

/** The browser's colour check, when there is one (jsdom has no CSS.supports). */
export function browserColorSupport(): ColorSupport | undefined {
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return undefined;
  return (value) => CSS.supports('color', value);
}

/** The `<input type="color">` value for a text colour: it only takes #rrggbb. */
export function toColorPickerValue(color: string): string {
  const trimmed = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(trimmed)) return trimmed.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(trimmed);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return '#000000';
}
