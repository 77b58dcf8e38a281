import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, defaultSettings, TOGGLE_FEATURES } from './settings-schema.ts';
import type { AccessibilitySettings } from './settings-schema.ts';
import { settingsReducer } from './settings-reducer.ts';
import type { SettingsAction } from './settings-reducer.ts';
import { formatStepperValue, isStepperOn, STEPPER_FEATURES, STEPPER_RULES, stepperValue } from './stepper-rules.ts';
import type { StepperFeature } from './stepper-rules.ts';

function run(actions: SettingsAction[], start: AccessibilitySettings = defaultSettings()): AccessibilitySettings {
  return actions.reduce(settingsReducer, start);
}

function repeat(action: SettingsAction, times: number): SettingsAction[] {
  return Array.from({ length: times }, () => action);
}

describe('boolean toggles', () => {
  it.each(TOGGLE_FEATURES)('%s flips on and back off', (feature) => {
    const on = settingsReducer(defaultSettings(), { type: 'toggle', feature });
    expect(on[feature]).toBe(true);
    expect(settingsReducer(on, { type: 'toggle', feature })[feature]).toBe(false);
  });

  it('keeps dark and light contrast as independent flags', () => {
    const both = run([
      { type: 'toggle', feature: 'isDarkContrast' },
      { type: 'toggle', feature: 'isLightContrast' },
    ]);
    expect(both.isDarkContrast).toBe(true);
    expect(both.isLightContrast).toBe(true);
    expect(settingsReducer(both, { type: 'toggle', feature: 'isDarkContrast' }).isLightContrast).toBe(true);
  });
});

describe('font size', () => {
  it('steps by 10 and stops at 200 and 10', () => {
    expect(run([{ type: 'increase', feature: 'fontSize' }]).adjustFontSizePercentage).toBe(110);
    expect(run(repeat({ type: 'increase', feature: 'fontSize' }, 20)).adjustFontSizePercentage).toBe(200);
    expect(run(repeat({ type: 'decrease', feature: 'fontSize' }, 20)).adjustFontSizePercentage).toBe(10);
  });

  it('resets to 100', () => {
    expect(run([...repeat({ type: 'increase', feature: 'fontSize' }, 3), { type: 'resetFeature', feature: 'fontSize' }]).adjustFontSizePercentage).toBe(100);
  });
});

describe('zoom', () => {
  it('increase and decrease set isZoom and step by 0.1 without float drift', () => {
    const zoomed = run(repeat({ type: 'increase', feature: 'zoom' }, 3));
    expect(zoomed.zoom).toEqual({ isZoom: true, zoom: 1.3 });
    expect(run([{ type: 'decrease', feature: 'zoom' }]).zoom).toEqual({ isZoom: true, zoom: 0.9 });
  });

  it('does not go below 0.1 and resets to 1 with isZoom false', () => {
    expect(run(repeat({ type: 'decrease', feature: 'zoom' }, 30)).zoom.zoom).toBe(0.1);
    expect(run([{ type: 'increase', feature: 'zoom' }, { type: 'resetFeature', feature: 'zoom' }]).zoom).toEqual({ isZoom: false, zoom: 1 });
  });
});

describe('value features', () => {
  const switchable = STEPPER_FEATURES.filter((feature) => STEPPER_RULES[feature].kind === 'switchable');
  const onValues: Record<string, number> = {
    letterSpacing: 1,
    wordSpacing: 1,
    lineHeight: 3,
    brightness: 150,
    highContrast: 125,
    highSaturation: 200,
    lowSaturation: 50,
  };

  it.each(switchable)('%s switches on at its default and its reset switches it off with 0', (feature) => {
    const on = settingsReducer(defaultSettings(), { type: 'switch', feature });
    expect(isStepperOn(on, feature)).toBe(true);
    expect(stepperValue(on, feature)).toBe(onValues[feature]);
    const reset = settingsReducer(on, { type: 'resetFeature', feature });
    expect(isStepperOn(reset, feature)).toBe(false);
    expect(stepperValue(reset, feature)).toBe(0);
    expect(isStepperOn(settingsReducer(on, { type: 'switch', feature }), feature)).toBe(false);
  });

  const bounds: [StepperFeature, number, number][] = [
    ['brightness', 100, 500],
    ['highContrast', 100, 200],
    ['highSaturation', 200, 800],
    ['lowSaturation', 50, 199],
    ['lineHeight', 0.1, 5],
  ];
  it.each(bounds)('%s stays within %d..%d', (feature, min, max) => {
    const on = settingsReducer(defaultSettings(), { type: 'switch', feature });
    expect(stepperValue(run(repeat({ type: 'increase', feature }, 200), on), feature)).toBe(max);
    const lowest = run(repeat({ type: 'decrease', feature }, 200), on);
    expect(stepperValue(lowest, feature)).toBe(min);
    expect(isStepperOn(lowest, feature)).toBe(true);
  });

  it('letter spacing steps by 1 px and decreasing to 0 switches it off', () => {
    const on = run([{ type: 'switch', feature: 'letterSpacing' }, { type: 'increase', feature: 'letterSpacing' }]);
    expect(on.letterSpacing).toBe(2);
    const off = run(repeat({ type: 'decrease', feature: 'letterSpacing' }, 2), on);
    expect(off.letterSpacing).toBe(0);
    expect(isStepperOn(off, 'letterSpacing')).toBe(false);
    expect(run([{ type: 'decrease', feature: 'letterSpacing' }], off).letterSpacing).toBe(0);
  });

  it('line height steps by 0.1 from 3 and is shown as a percentage', () => {
    const higher = run([{ type: 'switch', feature: 'lineHeight' }, { type: 'increase', feature: 'lineHeight' }]);
    expect(higher.lineHeight).toEqual({ isLineHeight: true, lineHeight: 3.1 });
    expect(formatStepperValue('lineHeight', 3.1)).toBe('310%');
  });

  it('increase on a switched-off feature switches it on at its default', () => {
    expect(settingsReducer(defaultSettings(), { type: 'increase', feature: 'brightness' }).brightness).toEqual({ isBrightness: true, brightness: 150 });
  });
});

describe('slider values', () => {
  it('the four colour features have the spec slider ranges, the others none', () => {
    expect(STEPPER_RULES.brightness.slider).toEqual({ min: 150, max: 500 });
    expect(STEPPER_RULES.highContrast.slider).toEqual({ min: 125, max: 200 });
    expect(STEPPER_RULES.highSaturation.slider).toEqual({ min: 200, max: 800 });
    expect(STEPPER_RULES.lowSaturation.slider).toEqual({ min: 50, max: 199 });
    for (const feature of ['fontSize', 'letterSpacing', 'wordSpacing', 'lineHeight', 'zoom'] as const) expect(STEPPER_RULES[feature].slider).toBeUndefined();
  });

  it('a set value switches the feature on at that value, kept within the stepper bounds', () => {
    expect(settingsReducer(defaultSettings(), { type: 'setValue', feature: 'highSaturation', value: 437 }).highSaturation).toEqual({ isHighSaturation: true, saturation: 437 });
    expect(settingsReducer(defaultSettings(), { type: 'setValue', feature: 'brightness', value: 9000 }).brightness).toEqual({ isBrightness: true, brightness: 500 });
    expect(settingsReducer(defaultSettings(), { type: 'setValue', feature: 'lowSaturation', value: 3 }).lowSaturation).toEqual({ isLowSaturation: true, saturation: 50 });
    const start = defaultSettings();
    expect(settingsReducer(start, { type: 'setValue', feature: 'highContrast', value: Number.NaN })).toBe(start);
  });

  it('the buttons carry on from a value set on the slider', () => {
    const set = settingsReducer(defaultSettings(), { type: 'setValue', feature: 'lowSaturation', value: 193 });
    expect(run([{ type: 'increase', feature: 'lowSaturation' }], set).lowSaturation.saturation).toBe(199);
    expect(run([{ type: 'decrease', feature: 'lowSaturation' }], set).lowSaturation.saturation).toBe(183);
  });
});

describe('text align', () => {
  it('toggles a direction between its name and null, one direction at a time', () => {
    const left = run([{ type: 'toggleTextAlign', direction: 'left' }]);
    expect(left.textAlign).toEqual({ left: 'left', center: null, right: null });
    const right = settingsReducer(left, { type: 'toggleTextAlign', direction: 'right' });
    expect(right.textAlign).toEqual({ left: null, center: null, right: 'right' });
    expect(settingsReducer(right, { type: 'toggleTextAlign', direction: 'right' }).textAlign).toEqual(DEFAULT_SETTINGS.textAlign);
  });
});

describe('text colour', () => {
  it('takes a valid hex colour, ignores an invalid one and resets to none', () => {
    const red = run([{ type: 'setColor', color: '#ff0000' }]);
    expect(red.color).toBe('#ff0000');
    expect(settingsReducer(red, { type: 'setColor', color: 'not a colour' }).color).toBe('#ff0000');
    expect(settingsReducer(red, { type: 'setColor', color: 'red; } body { display:none' }).color).toBe('#ff0000');
    expect(settingsReducer(red, { type: 'resetColor' }).color).toBe('');
  });

  it('takes a colour keyword only when the browser check accepts it', () => {
    expect(run([{ type: 'setColor', color: 'teal', colorSupport: (value) => value === 'teal' }]).color).toBe('teal');
    expect(run([{ type: 'setColor', color: 'teal' }]).color).toBe('');
  });
});

describe('reset all', () => {
  it('restores every default and keeps the language', () => {
    const changed = run([
      { type: 'setLanguage', language: 'he' },
      { type: 'toggle', feature: 'isMonochrome' },
      { type: 'increase', feature: 'fontSize' },
      { type: 'switch', feature: 'brightness' },
      { type: 'setColor', color: '#123456' },
      { type: 'toggleTextAlign', direction: 'center' },
    ]);
    expect(settingsReducer(changed, { type: 'resetAll' })).toEqual({ ...DEFAULT_SETTINGS, language: 'he' });
  });
});
