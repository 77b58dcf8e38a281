// The shape of the widget's settings and their defaults. Field names are those of the original
// widget's stored settings, so a value stored under `accessibilik` by the original widget (or
// read by a host script) keeps its meaning.

export type TextAlignSetting = {
  left: 'left' | null;
  center: 'center' | null;
  right: 'right' | null;
};

export type TextAlignDirection = keyof TextAlignSetting;

export type AccessibilitySettings = {
  language: string;
  isBlueLightFilter: boolean;
  brightness: { isBrightness: boolean; brightness: number };
  isDarkContrast: boolean;
  isLightContrast: boolean;
  highContrast: { isHighContrast: boolean; contrast: number };
  highSaturation: { isHighSaturation: boolean; saturation: number };
  lowSaturation: { isLowSaturation: boolean; saturation: number };
  isMonochrome: boolean;
  color: string;
  isVisualImpairment: boolean;
  adjustFontSizePercentage: number;
  textAlign: TextAlignSetting;
  isDyslexiaFont: boolean;
  isFontWeightBold: boolean;
  highlightLinks: boolean;
  highlightTitles: boolean;
  letterSpacing: number;
  wordSpacing: number;
  lineHeight: { isLineHeight: boolean; lineHeight: number };
  zoom: { isZoom: boolean; zoom: number };
  isBigCursor: boolean;
  showReadingGuide: boolean;
  activateTextToSpeech: boolean;
};

/** The boolean settings that a single click flips. */
export const TOGGLE_FEATURES = [
  'isDyslexiaFont',
  'isFontWeightBold',
  'highlightLinks',
  'highlightTitles',
  'isBlueLightFilter',
  'isDarkContrast',
  'isLightContrast',
  'isMonochrome',
  'isVisualImpairment',
  'isBigCursor',
  'showReadingGuide',
  'activateTextToSpeech',
] as const satisfies readonly (keyof AccessibilitySettings)[];

export type ToggleFeature = (typeof TOGGLE_FEATURES)[number];

export const TEXT_ALIGN_DIRECTIONS = ['left', 'center', 'right'] as const satisfies readonly TextAlignDirection[];

export const DEFAULT_LANGUAGE = 'en';

export const DEFAULT_SETTINGS: AccessibilitySettings = {
  language: DEFAULT_LANGUAGE,
  isBlueLightFilter: false,
  brightness: { isBrightness: false, brightness: 150 },
  isDarkContrast: false,
  isLightContrast: false,
  highContrast: { isHighContrast: false, contrast: 125 },
  highSaturation: { isHighSaturation: false, saturation: 200 },
  lowSaturation: { isLowSaturation: false, saturation: 50 },
  isMonochrome: false,
  color: '',
  isVisualImpairment: false,
  adjustFontSizePercentage: 100,
  textAlign: { left: null, center: null, right: null },
  isDyslexiaFont: false,
  isFontWeightBold: false,
  highlightLinks: false,
  highlightTitles: false,
  letterSpacing: 0,
  wordSpacing: 0,
  lineHeight: { isLineHeight: false, lineHeight: 0 },
  zoom: { isZoom: false, zoom: 1 },
  isBigCursor: false,
  showReadingGuide: false,
  activateTextToSpeech: false,
};

/** The defaults with the given language: what "reset" restores (the language is kept). */
export function defaultSettings(language: string = DEFAULT_LANGUAGE): AccessibilitySettings {
  return structuredClone({ ...DEFAULT_SETTINGS, language });
}
