// Bounds, steps and "switched on" values of every stepper (packages/widget/README.md). Where the
// product leaves a step or a ceiling open we
// fill it in here, in one table, so the panel, the reducer and the stored-value check agree:
//   - brightness steps by 10, high contrast by 5, high saturation by 50, low saturation by 10;
//   - the colour sliders move by 1, so every value the buttons reach within the slider's range
//     (low saturation's 199 too) is a slider position and the two never disagree;
//   - letter and word spacing stop at 20 px, line height at 5, zoom at 3 (the original has no
//     ceiling; these keep a page readable and bound a hand-edited stored value).
import type { AccessibilitySettings } from './settings-schema.ts';

export const STEPPER_FEATURES = [
  'fontSize',
  'letterSpacing',
  'wordSpacing',
  'lineHeight',
  'zoom',
  'brightness',
  'highContrast',
  'highSaturation',
  'lowSaturation',
] as const;

export type StepperFeature = (typeof STEPPER_FEATURES)[number];

/**
 * A stepper is either always shown (font size, zoom) or "switchable": it starts as a button
 * that switches it on at `onValue`, and its reset switches it off with the value 0.
 */
export type StepperRule = {
  kind: 'always' | 'switchable';
  step: number;
  /** Decrease works only while the value is above this. */
  min: number;
  /** Increase works only while the value is below this. */
  max: number;
  /** The value when switched on, or the reset value of an always-shown stepper. */
  onValue: number;
  /** Digits kept after each step, so 0.1 steps do not drift (0.30000000000000004). */
  decimals: number;
  unit: 'percent' | 'px' | 'multiplier';
  /**
   * The range slider beside the stepper's buttons, for the colour features only. Its range is
   * the original widget's (packages/widget/README.md "Behaviour notes"), which for brightness
   * and high contrast starts above the stepper's floor: a value the buttons take below it shows
   * the slider at its minimum, and the slider's announced value stays the real one.
   */
  slider?: { min: number; max: number };
};

/** Letter and word spacing step alike: a pixel at a time, up to 20 px. */
const spacingRule: StepperRule = {
  kind: 'switchable',
  step: 1,
  min: 0,
  max: 20,
  onValue: 1,
  decimals: 0,
  unit: 'px',
};

export const STEPPER_RULES: Record<StepperFeature, StepperRule> = {
  fontSize: {
    kind: 'always',
    step: 10,
    min: 10,
    max: 200,
    onValue: 100,
    decimals: 0,
    unit: 'percent',
  },
  letterSpacing: spacingRule,
  wordSpacing: spacingRule,
  lineHeight: {
    kind: 'switchable',
    step: 0.1,
    min: 0.1,
    max: 5,
    onValue: 3,
    decimals: 1,
    unit: 'multiplier',
  },
  zoom: {
    kind: 'always',
    step: 0.1,
    min: 0.1,
    max: 3,
    onValue: 1,
    decimals: 1,
    unit: 'multiplier',
  },
  brightness: {
    kind: 'switchable',
    step: 10,
    min: 100,
    max: 500,
    onValue: 150,
    decimals: 0,
    unit: 'percent',
    slider: { min: 150, max: 500 },
  },
  highContrast: {
    kind: 'switchable',
    step: 5,
    min: 100,
    max: 200,
    onValue: 125,
    decimals: 0,
    unit: 'percent',
    slider: { min: 125, max: 200 },
  },
  highSaturation: {
    kind: 'switchable',
    step: 50,
    min: 200,
    max: 800,
    onValue: 200,
    decimals: 0,
    unit: 'percent',
    slider: { min: 200, max: 800 },
  },
  lowSaturation: {
    kind: 'switchable',
    step: 10,
    min: 50,
    max: 199,
    onValue: 50,
    decimals: 0,
    unit: 'percent',
    slider: { min: 50, max: 199 },
  },
};

/**
 * Where each stepper lives in the stored settings (each has its own shape): how to
 * read its value, whether it changes the page, and how to write both. One entry per feature.
 */
interface StepperStorage {
  value(settings: AccessibilitySettings): number;
  isOn(settings: AccessibilitySettings): boolean;
  write(settings: AccessibilitySettings, value: number, on: boolean): AccessibilitySettings;
}

/** A stepper stored as a number that is 0 while it is switched off. */
function zeroWhenOff(key: 'letterSpacing' | 'wordSpacing'): StepperStorage {
  return {
    value: (s) => s[key],
    isOn: (s) => s[key] > 0,
    write: (s, value, on) => ({ ...s, [key]: on ? value : 0 }),
  };
}

/** The settings keys whose object holds a boolean under `Flag` and a number under `Field`. */
type FlaggedKey<Flag extends string, Field extends string> = {
  [Key in keyof AccessibilitySettings]: AccessibilitySettings[Key] extends Record<Flag, boolean> & Record<Field, number>
    ? Key
    : never;
}[keyof AccessibilitySettings];

/** A stepper stored as an object with its on/off flag and its value ({ isZoom, zoom }). */
function flagged<Flag extends string, Field extends string>(
  key: FlaggedKey<Flag, Field>,
  flag: Flag,
  field: Field,
): StepperStorage {
  // FlaggedKey admits only keys of this shape; TypeScript cannot follow it through the index.
  const stored = (s: AccessibilitySettings) => s[key] as Record<Flag, boolean> & Record<Field, number>;
  return {
    value: (s) => stored(s)[field],
    isOn: (s) => stored(s)[flag],
    write: (s, value, on) => ({ ...s, [key]: { [flag]: on, [field]: value } }),
  };
}

const STEPPER_STORAGE: Record<StepperFeature, StepperStorage> = {
  fontSize: {
    value: (s) => s.adjustFontSizePercentage,
    // Font size at 100 % does not change the page.
    isOn: (s) => s.adjustFontSizePercentage !== STEPPER_RULES.fontSize.onValue,
    write: (s, value) => ({ ...s, adjustFontSizePercentage: value }),
  },
  letterSpacing: zeroWhenOff('letterSpacing'),
  wordSpacing: zeroWhenOff('wordSpacing'),
  lineHeight: flagged('lineHeight', 'isLineHeight', 'lineHeight'),
  zoom: flagged('zoom', 'isZoom', 'zoom'),
  brightness: flagged('brightness', 'isBrightness', 'brightness'),
  highContrast: flagged('highContrast', 'isHighContrast', 'contrast'),
  highSaturation: flagged('highSaturation', 'isHighSaturation', 'saturation'),
  lowSaturation: flagged('lowSaturation', 'isLowSaturation', 'saturation'),
};

export function stepperValue(settings: AccessibilitySettings, feature: StepperFeature): number {
  return STEPPER_STORAGE[feature].value(settings);
}

/** Whether the feature changes the page (font size at 100 % and zoom at 1 do not). */
export function isStepperOn(settings: AccessibilitySettings, feature: StepperFeature): boolean {
  return STEPPER_STORAGE[feature].isOn(settings);
}

/** A copy of the settings with the feature's value and on/off state replaced. */
export function withStepper(
  settings: AccessibilitySettings,
  feature: StepperFeature,
  value: number,
  on: boolean,
): AccessibilitySettings {
  return STEPPER_STORAGE[feature].write(settings, value, on);
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The value as the panel shows and announces it: "110%", "2px", "300%" (line height and zoom as percentages). */
export function formatStepperValue(feature: StepperFeature, value: number): string {
  const rule = STEPPER_RULES[feature];
  switch (rule.unit) {
    case 'px':
      return `${value}px`;
    case 'percent':
      return `${value}%`;
    case 'multiplier':
      return `${Math.round(value * 100)}%`;
  }
}

export function canIncrease(settings: AccessibilitySettings, feature: StepperFeature): boolean {
  return stepperValue(settings, feature) < STEPPER_RULES[feature].max;
}

export function canDecrease(settings: AccessibilitySettings, feature: StepperFeature): boolean {
  return stepperValue(settings, feature) > STEPPER_RULES[feature].min;
}
