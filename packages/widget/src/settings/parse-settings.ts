// Reads the JSON stored under `accessibilik` without trusting it. Storage can hold anything:
// an older version's value, a hand edit, a broken write. Each field is checked on its own and
// a field that is missing, of the wrong type or out of its bounds takes its default, so one
// bad field never costs the visitor the others, and bad JSON gives plain defaults.
import { resolveLanguage } from '../i18n/languages.ts';
import { defaultSettings, TEXT_ALIGN_DIRECTIONS, TOGGLE_FEATURES } from './settings-schema.ts';
import type { AccessibilitySettings, TextAlignSetting } from './settings-schema.ts';
import { STEPPER_RULES, withStepper } from './stepper-rules.ts';
import type { StepperFeature } from './stepper-rules.ts';
import { isSafeColor, isValidTextColor } from './text-color.ts';
import type { ColorSupport } from './text-color.ts';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function inBounds(value: number, feature: StepperFeature): boolean {
  const { min, max } = STEPPER_RULES[feature];
  return value >= min && value <= max;
}

/** A stepper stored as `{ [flag]: boolean, [valueKey]: number }`: on needs an in-bounds value; off keeps 0 or an in-bounds value. */
function readSwitchable(
  settings: AccessibilitySettings,
  raw: unknown,
  feature: StepperFeature,
  flagKey: string,
  valueKey: string,
): AccessibilitySettings {
  if (!isObject(raw)) return settings;
  const on = raw[flagKey];
  const value = raw[valueKey];
  if (typeof on !== 'boolean' || !isFiniteNumber(value)) return settings;
  if (on && !inBounds(value, feature)) return settings;
  if (!on && value !== 0 && !inBounds(value, feature)) return settings;
  return withStepper(settings, feature, value, on);
}

/** Letter and word spacing: a plain px number where 0 means off. */
function readSpacing(settings: AccessibilitySettings, raw: unknown, feature: 'letterSpacing' | 'wordSpacing'): AccessibilitySettings {
  if (!isFiniteNumber(raw) || !inBounds(raw, feature) || !Number.isInteger(raw)) return settings;
  return withStepper(settings, feature, raw, raw > 0);
}

function readTextAlign(raw: unknown): TextAlignSetting | undefined {
  if (!isObject(raw)) return undefined;
  const isDirectionOrNull = (direction: string) => raw[direction] === direction || raw[direction] === null || raw[direction] === undefined;
  if (!TEXT_ALIGN_DIRECTIONS.every(isDirectionOrNull)) return undefined;
  const result: TextAlignSetting = {
    left: raw.left === 'left' ? 'left' : null,
    center: raw.center === 'center' ? 'center' : null,
    right: raw.right === 'right' ? 'right' : null,
  };
  // Alignments exclude each other (see settings-reducer.ts); a stored value with several is refused.
  const active = TEXT_ALIGN_DIRECTIONS.filter((direction) => result[direction] !== null);
  return active.length <= 1 ? result : undefined;
}

export type ParseOptions = {
  /** Used when the stored language is absent or not one of ours. */
  fallbackLanguage: string;
  /** The browser's colour check; without it only hex colours are kept. */
  colorSupport?: ColorSupport;
};

export function parseSettings(raw: string | null, options: ParseOptions): AccessibilitySettings {
  let settings = defaultSettings(options.fallbackLanguage);
  if (raw === null) return settings;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (!isObject(stored)) return settings;

  const language = typeof stored.language === 'string' ? resolveLanguage(stored.language) : undefined;
  if (language !== undefined) settings.language = language;

  for (const feature of TOGGLE_FEATURES) {
    const value = stored[feature];
    if (typeof value === 'boolean') settings[feature] = value;
  }

  const color = stored.color;
  if (color === '' || (typeof color === 'string' && isSafeColor(color.trim()) && isValidTextColor(color, options.colorSupport))) {
    settings.color = color.trim();
  }

  const fontSize = stored.adjustFontSizePercentage;
  if (isFiniteNumber(fontSize) && inBounds(fontSize, 'fontSize')) settings.adjustFontSizePercentage = fontSize;

  const textAlign = readTextAlign(stored.textAlign);
  if (textAlign !== undefined) settings.textAlign = textAlign;

  settings = readSpacing(settings, stored.letterSpacing, 'letterSpacing');
  settings = readSpacing(settings, stored.wordSpacing, 'wordSpacing');
  settings = readSwitchable(settings, stored.lineHeight, 'lineHeight', 'isLineHeight', 'lineHeight');
  settings = readSwitchable(settings, stored.brightness, 'brightness', 'isBrightness', 'brightness');
  settings = readSwitchable(settings, stored.highContrast, 'highContrast', 'isHighContrast', 'contrast');
  settings = readSwitchable(settings, stored.highSaturation, 'highSaturation', 'isHighSaturation', 'saturation');
  settings = readSwitchable(settings, stored.lowSaturation, 'lowSaturation', 'isLowSaturation', 'saturation');

  const zoom = stored.zoom;
  if (isObject(zoom) && typeof zoom.isZoom === 'boolean' && isFiniteNumber(zoom.zoom) && inBounds(zoom.zoom, 'zoom')) {
    settings = withStepper(settings, 'zoom', zoom.zoom, zoom.isZoom);
  }
  return settings;
}

export function serializeSettings(settings: AccessibilitySettings): string {
  return JSON.stringify(settings);
}
