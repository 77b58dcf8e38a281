import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings-schema.ts';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import { settingsReducer } from '../settings/settings-reducer.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { colorFilter, DYSLEXIA_FONT_STACK, OWN_COLOURS_ATTRIBUTE, pageRules, scaledRootFontSize } from './page-rules.ts';
import type { PageRule } from './page-rules.ts';

const context = { baseRootFontSizePx: 16 };

function settingsAfter(...actions: SettingsAction[]): AccessibilitySettings {
  return actions.reduce(settingsReducer, defaultSettings());
}

function ruleNamed(rules: PageRule[], name: string): PageRule {
  const rule = rules.find((candidate) => candidate.name === name);
  if (rule === undefined) throw new Error(`no rule ${name} in ${rules.map((r) => r.name).join(', ')}`);
  return rule;
}

describe('pageRules', () => {
  it('produces nothing for the defaults', () => {
    expect(pageRules(defaultSettings(), context)).toEqual([]);
  });

  it('scales the root font size from the captured base, in px', () => {
    const rules = pageRules(settingsAfter({ type: 'increase', feature: 'fontSize' }, { type: 'increase', feature: 'fontSize' }), context);
    expect(ruleNamed(rules, 'font-size').css).toBe('html.accessibilik-font-size { font-size: 19.2px !important; }');
    expect(scaledRootFontSize(50, { baseRootFontSizePx: 20 })).toBe(10);
  });

  it('combines every colour filter into one declaration in a fixed order', () => {
    const settings = settingsAfter(
      { type: 'toggle', feature: 'isVisualImpairment' },
      { type: 'toggle', feature: 'isMonochrome' },
      { type: 'switch', feature: 'lowSaturation' },
      { type: 'switch', feature: 'highSaturation' },
      { type: 'switch', feature: 'highContrast' },
      { type: 'switch', feature: 'brightness' },
      { type: 'toggle', feature: 'isBlueLightFilter' },
    );
    expect(colorFilter(settings)).toBe('sepia(80%) brightness(150%) contrast(125%) saturate(200%) saturate(50%) grayscale(100%) invert(100%)');
    const filterRules = pageRules(settings, context).filter((rule) => rule.css.includes('filter:'));
    expect(filterRules).toHaveLength(1);
    expect(filterRules[0]?.css.match(/filter:/g)).toHaveLength(1);
  });

  it.each([
    ['isBlueLightFilter', 'sepia(80%)'],
    ['isMonochrome', 'grayscale(100%)'],
    ['isVisualImpairment', 'invert(100%)'],
  ] as const)('%s gives the filter %s', (feature, filter) => {
    expect(colorFilter(settingsAfter({ type: 'toggle', feature }))).toBe(filter);
  });

  it('puts zoom and filters on the page top elements only, never the widget or descendants', () => {
    const rules = pageRules(settingsAfter({ type: 'increase', feature: 'zoom' }, { type: 'toggle', feature: 'isMonochrome' }), context);
    expect(ruleNamed(rules, 'zoom').css).toBe('html.accessibilik-zoom body > :not(#accessibilik-root) { zoom: 1.1 !important; }');
    expect(ruleNamed(rules, 'color-filter').css).toBe('html.accessibilik-color-filter body > :not(#accessibilik-root) { filter: grayscale(100%) !important; }');
  });

  it('scopes text rules to the page and its descendants, excluding the widget', () => {
    const settings = settingsAfter(
      { type: 'toggle', feature: 'isDyslexiaFont' },
      { type: 'toggle', feature: 'isFontWeightBold' },
      { type: 'switch', feature: 'letterSpacing' },
      { type: 'switch', feature: 'wordSpacing' },
      { type: 'switch', feature: 'lineHeight' },
      { type: 'toggleTextAlign', direction: 'center' },
      { type: 'setColor', color: '#336699' },
    );
    const rules = pageRules(settings, context);
    const selector = 'html.accessibilik-dyslexia-font body > :not(#accessibilik-root), html.accessibilik-dyslexia-font body > :not(#accessibilik-root) *';
    expect(ruleNamed(rules, 'dyslexia-font').css).toBe(`${selector} { font-family: ${DYSLEXIA_FONT_STACK} !important; }`);
    expect(ruleNamed(rules, 'font-weight').css).toContain('font-weight: 700 !important');
    expect(ruleNamed(rules, 'letter-spacing').css).toContain('letter-spacing: 1px !important');
    expect(ruleNamed(rules, 'word-spacing').css).toContain('word-spacing: 1px !important');
    expect(ruleNamed(rules, 'line-height').css).toContain('line-height: 3 !important');
    expect(ruleNamed(rules, 'text-align-center').css).toContain('text-align: center !important');
    expect(ruleNamed(rules, 'text-color').css).toContain('color: #336699 !important');
    for (const rule of rules) expect(rule.css).toContain(':not(#accessibilik-root)');
  });

  it('highlights links and titles with a 2px outline and a 2px offset', () => {
    const rules = pageRules(settingsAfter({ type: 'toggle', feature: 'highlightLinks' }, { type: 'toggle', feature: 'highlightTitles' }), context);
    for (const name of ['highlight-links', 'highlight-titles']) {
      expect(ruleNamed(rules, name).css).toMatch(/outline: 2px solid [^;]+ !important; outline-offset: 2px !important;/);
    }
    expect(ruleNamed(rules, 'highlight-titles').css).toContain('body > :not(#accessibilik-root) h2');
  });

  it('gives dark contrast white on black and light contrast black on white, text colour last', () => {
    const rules = pageRules(
      settingsAfter({ type: 'toggle', feature: 'isDarkContrast' }, { type: 'toggle', feature: 'isLightContrast' }, { type: 'setColor', color: '#ff0000' }),
      context,
    );
    expect(ruleNamed(rules, 'dark-contrast').css).toContain('background-color: #000 !important; color: #fff !important;');
    expect(ruleNamed(rules, 'light-contrast').css).toContain('background-color: #fff !important; color: #000 !important;');
    const names = rules.map((rule) => rule.name);
    expect(names.indexOf('text-color')).toBeGreaterThan(names.indexOf('light-contrast'));
  });

  it('leaves the regions that keep their own colours to the host, and tells it the text colour', () => {
    const rules = pageRules(
      settingsAfter({ type: 'toggle', feature: 'isDarkContrast' }, { type: 'toggle', feature: 'isLightContrast' }, { type: 'setColor', color: '#336699' }),
      context,
    );
    for (const name of ['dark-contrast', 'light-contrast', 'text-color']) {
      const css = ruleNamed(rules, name).css;
      expect(css).toContain(`body > :not(#accessibilik-root):not([${OWN_COLOURS_ATTRIBUTE}])`);
      expect(css).toContain(`body > :not(#accessibilik-root) :not([${OWN_COLOURS_ATTRIBUTE}], [${OWN_COLOURS_ATTRIBUTE}] *)`);
    }
    expect(ruleNamed(rules, 'text-color').css).toContain('html.accessibilik-text-color { --accessibilik-text-color: #336699; }');
    // Text rules that carry no colour still reach every element.
    const bold = ruleNamed(pageRules(settingsAfter({ type: 'toggle', feature: 'isFontWeightBold' }), context), 'font-weight').css;
    expect(bold).not.toContain(OWN_COLOURS_ATTRIBUTE);
  });

  it('gives the big cursor an inline image, so no request leaves the page', () => {
    const css = ruleNamed(pageRules(settingsAfter({ type: 'toggle', feature: 'isBigCursor' }), context), 'big-cursor').css;
    expect(css).toMatch(/cursor: url\("data:image\/svg\+xml,[^"]+"\) 6 3, auto !important/);
  });

  it('marks the reading guide and text to speech with a class and no style', () => {
    const rules = pageRules(settingsAfter({ type: 'toggle', feature: 'showReadingGuide' }, { type: 'toggle', feature: 'activateTextToSpeech' }), context);
    expect(rules.map((rule) => [rule.className, rule.css])).toEqual([
      ['accessibilik-reading-guide', ''],
      ['accessibilik-text-to-speech', ''],
    ]);
  });
});
