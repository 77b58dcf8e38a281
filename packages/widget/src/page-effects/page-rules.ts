// The CSS each setting produces, as pure data: for every active feature a
// class for <html> and a style sheet. The DOM side (apply-page-rules.ts) only syncs them.
//
// The contract with the host page: the widget lives in <div id="accessibilik-root">, a child of
// <body>; "the page" is every OTHER child of <body> (the host's app root, its portals).
//   - text rules (font, weight, spacing, alignment, colours) target the page and its
//     descendants, never the widget;
//   - zoom and the colour filters go on the page's top elements only (on descendants they
//     would compound), and every colour filter is combined into ONE `filter` declaration;
//   - font size scales the root font-size, so every rem-sized text, including content added
//     later, follows without freezing inline pixel sizes; the widget sizes itself in px.
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import { isStepperOn } from '../settings/stepper-rules.ts';
import { isSafeColor } from '../settings/text-color.ts';
import { WIDGET_ROOT_ID } from './widget-root.ts';

export { WIDGET_ROOT_ID };
export const CLASS_PREFIX = 'accessibilik-';

/** The page's top elements, and the page with all its descendants. */
export const PAGE = `body > :not(#${WIDGET_ROOT_ID})`;
const PAGE_ALL = `${PAGE}, ${PAGE} *`;

/**
 * Marks a region of the host whose colours carry meaning (a text coloured by category, its key).
 * The contrast modes and the text colour leave the region and everything in it alone, so the
 * host can keep the categories apart there: it gets the mode's class on <html> and, for the
 * text colour, the visitor's colour as --accessibilik-text-color. The filters still apply: they
 * change the whole page's rendering alike, and the host's non-colour cues carry the meaning.
 */
export const OWN_COLOURS_ATTRIBUTE = 'data-accessibilik-own-colours';
const OWN = `[${OWN_COLOURS_ATTRIBUTE}]`;
/** The page and its descendants, less the regions that keep their own colours. */
const PAGE_RECOLOURED = `${PAGE}:not(${OWN}), ${PAGE} :not(${OWN}, ${OWN} *)`;

export const DYSLEXIA_FONT_STACK = 'OpenDyslexic, "Comic Neue", Arial, Helvetica, sans-serif';
const HIGHLIGHT = 'outline: 2px solid #c2410c !important; outline-offset: 2px !important;';

/** A large arrow drawn inline, so the big cursor makes no request. */
const BIG_CURSOR_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 48 48'><path d='M6 3 L6 41 L16 31 L23 46 L30 43 L23 28 L38 28 Z' fill='black' stroke='white' stroke-width='2.5' stroke-linejoin='round'/></svg>";
export const BIG_CURSOR = `url("data:image/svg+xml,${encodeURIComponent(BIG_CURSOR_SVG)}") 6 3, auto`;

export type PageRule = {
  /** Stable name; also the id suffix of its <style> element. */
  name: string;
  /** Added to <html> while the rule is active. */
  className: string;
  /** Empty for features drawn by a component (reading guide) or with no page style (text to speech). */
  css: string;
};

export type PageContext = {
  /** The host's root font size in px before any scaling, captured once at start. */
  baseRootFontSizePx: number;
};

function rule(name: string, css: string): PageRule {
  const className = `${CLASS_PREFIX}${name}`;
  return { name, className, css: css.replaceAll('&', `html.${className}`) };
}

/** The selectors of a list, split at its top-level commas (not those inside `:not(…)`). */
function selectorList(selectors: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectors.length; index++) {
    const char = selectors[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      list.push(selectors.slice(start, index));
      start = index + 1;
    }
  }
  list.push(selectors.slice(start));
  return list.map((selector) => selector.trim());
}

/** Joins selectors after prefixing each with `&` (the html class). */
function scoped(selectors: string): string {
  return selectorList(selectors)
    .map((selector) => `& ${selector}`)
    .join(', ');
}

/** The combined `filter` value of the colour features, or "" when none is on. Order is fixed so a stored combination always looks the same. */
export function colorFilter(settings: AccessibilitySettings): string {
  const parts: string[] = [];
  if (settings.isBlueLightFilter) parts.push('sepia(80%)');
  if (settings.brightness.isBrightness) parts.push(`brightness(${settings.brightness.brightness}%)`);
  if (settings.highContrast.isHighContrast) parts.push(`contrast(${settings.highContrast.contrast}%)`);
  if (settings.highSaturation.isHighSaturation) parts.push(`saturate(${settings.highSaturation.saturation}%)`);
  if (settings.lowSaturation.isLowSaturation) parts.push(`saturate(${settings.lowSaturation.saturation}%)`);
  if (settings.isMonochrome) parts.push('grayscale(100%)');
  if (settings.isVisualImpairment) parts.push('invert(100%)');
  return parts.join(' ');
}

export function scaledRootFontSize(percentage: number, context: PageContext): number {
  return Math.round(context.baseRootFontSizePx * percentage) / 100;
}

/** The rules for the active features, in the order their style sheets must appear (later wins). */
export function pageRules(settings: AccessibilitySettings, context: PageContext): PageRule[] {
  const rules: PageRule[] = [];
  if (isStepperOn(settings, 'fontSize')) {
    rules.push(rule('font-size', `& { font-size: ${scaledRootFontSize(settings.adjustFontSizePercentage, context)}px !important; }`));
  }
  if (settings.isDyslexiaFont) rules.push(rule('dyslexia-font', `${scoped(PAGE_ALL)} { font-family: ${DYSLEXIA_FONT_STACK} !important; }`));
  if (settings.isFontWeightBold) rules.push(rule('font-weight', `${scoped(PAGE_ALL)} { font-weight: 700 !important; }`));
  for (const direction of ['left', 'center', 'right'] as const) {
    if (settings.textAlign[direction] !== null) {
      rules.push(rule(`text-align-${direction}`, `${scoped(PAGE_ALL)} { text-align: ${direction} !important; }`));
    }
  }
  if (settings.highlightLinks) rules.push(rule('highlight-links', `${scoped(`${PAGE} a[href], ${PAGE} [role="link"]`)} { ${HIGHLIGHT} }`));
  if (settings.highlightTitles) {
    const titles = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', '[role="heading"]'].map((title) => `${PAGE} ${title}`).join(', ');
    rules.push(rule('highlight-titles', `${scoped(titles)} { ${HIGHLIGHT} }`));
  }
  if (settings.letterSpacing > 0) rules.push(rule('letter-spacing', `${scoped(PAGE_ALL)} { letter-spacing: ${settings.letterSpacing}px !important; }`));
  if (settings.wordSpacing > 0) rules.push(rule('word-spacing', `${scoped(PAGE_ALL)} { word-spacing: ${settings.wordSpacing}px !important; }`));
  if (settings.lineHeight.isLineHeight) {
    rules.push(rule('line-height', `${scoped(PAGE_ALL)} { line-height: ${settings.lineHeight.lineHeight} !important; }`));
  }
  if (settings.zoom.isZoom) rules.push(rule('zoom', `${scoped(PAGE)} { zoom: ${settings.zoom.zoom} !important; }`));

  const filter = colorFilter(settings);
  if (filter !== '') rules.push(rule('color-filter', `${scoped(PAGE)} { filter: ${filter} !important; }`));
  if (settings.isDarkContrast) {
    rules.push(rule('dark-contrast', `& body, ${scoped(PAGE_RECOLOURED)} { background-color: #000 !important; color: #fff !important; }`));
  }
  if (settings.isLightContrast) {
    rules.push(rule('light-contrast', `& body, ${scoped(PAGE_RECOLOURED)} { background-color: #fff !important; color: #000 !important; }`));
  }
  // After the contrast modes, so a colour the visitor picked wins over theirs.
  if (settings.color !== '' && isSafeColor(settings.color)) {
    rules.push(
      rule('text-color', `& { --accessibilik-text-color: ${settings.color}; } ${scoped(PAGE_RECOLOURED)} { color: ${settings.color} !important; }`),
    );
  }
  if (settings.isBigCursor) rules.push(rule('big-cursor', `&, & * { cursor: ${BIG_CURSOR} !important; }`));
  if (settings.showReadingGuide) rules.push(rule('reading-guide', ''));
  if (settings.activateTextToSpeech) rules.push(rule('text-to-speech', ''));
  return rules;
}
