import { describe, expect, it } from 'vitest';
import { parseSettings, serializeSettings } from './parse-settings.ts';
import { DEFAULT_SETTINGS, defaultSettings } from './settings-schema.ts';
import { settingsReducer } from './settings-reducer.ts';

const options = { fallbackLanguage: 'en' };

describe('parseSettings', () => {
  it('gives the defaults with the fallback language when nothing is stored', () => {
    expect(parseSettings(null, { fallbackLanguage: 'fr' })).toEqual({ ...DEFAULT_SETTINGS, language: 'fr' });
  });

  it('round-trips every stored field through JSON', () => {
    let settings = defaultSettings('he');
    for (const action of [
      { type: 'toggle', feature: 'isBlueLightFilter' },
      { type: 'toggle', feature: 'isLightContrast' },
      { type: 'switch', feature: 'brightness' },
      { type: 'switch', feature: 'highContrast' },
      { type: 'switch', feature: 'lowSaturation' },
      { type: 'switch', feature: 'lineHeight' },
      { type: 'switch', feature: 'wordSpacing' },
      { type: 'increase', feature: 'zoom' },
      { type: 'increase', feature: 'fontSize' },
      { type: 'toggleTextAlign', direction: 'center' },
      { type: 'setColor', color: '#336699' },
    ] as const) {
      settings = settingsReducer(settings, action);
    }
    const json = serializeSettings(settings);
    expect(Object.keys(JSON.parse(json)).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    expect(parseSettings(json, options)).toEqual(settings);
  });

  it.each(['{not json', '', '[]', 'null', '42', '"accessibilik"'])('falls back to defaults for %j', (raw) => {
    expect(parseSettings(raw, options)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the good fields and defaults the bad ones one by one', () => {
    const raw = JSON.stringify({
      isMonochrome: true,
      isDarkContrast: 'yes',
      adjustFontSizePercentage: 130,
      brightness: { isBrightness: true, brightness: 9000 },
      highContrast: { isHighContrast: true, contrast: 150 },
      zoom: { isZoom: true, zoom: -2 },
      letterSpacing: 3,
      wordSpacing: 2.5,
      lineHeight: { isLineHeight: 'true', lineHeight: 3 },
      textAlign: { left: 'left', center: 'center', right: null },
      color: 'url(https://example.org/x)',
      language: 'klingon',
    });
    const parsed = parseSettings(raw, { fallbackLanguage: 'de' });
    expect(parsed.isMonochrome).toBe(true);
    expect(parsed.isDarkContrast).toBe(false);
    expect(parsed.adjustFontSizePercentage).toBe(130);
    expect(parsed.brightness).toEqual(DEFAULT_SETTINGS.brightness);
    expect(parsed.highContrast).toEqual({ isHighContrast: true, contrast: 150 });
    expect(parsed.zoom).toEqual(DEFAULT_SETTINGS.zoom);
    expect(parsed.letterSpacing).toBe(3);
    expect(parsed.wordSpacing).toBe(0);
    expect(parsed.lineHeight).toEqual(DEFAULT_SETTINGS.lineHeight);
    expect(parsed.textAlign).toEqual(DEFAULT_SETTINGS.textAlign);
    expect(parsed.color).toBe('');
    expect(parsed.language).toBe('de');
  });

  it('rejects out-of-bound numbers at both ends', () => {
    for (const adjustFontSizePercentage of [5, 201, Number.NaN]) {
      expect(parseSettings(JSON.stringify({ adjustFontSizePercentage }), options).adjustFontSizePercentage).toBe(100);
    }
    expect(parseSettings(JSON.stringify({ lowSaturation: { isLowSaturation: true, saturation: 20 } }), options).lowSaturation).toEqual(DEFAULT_SETTINGS.lowSaturation);
    expect(parseSettings(JSON.stringify({ letterSpacing: -1 }), options).letterSpacing).toBe(0);
    expect(parseSettings(JSON.stringify({ letterSpacing: 500 }), options).letterSpacing).toBe(0);
  });

  it('accepts a switched-off feature stored with 0, as its reset writes it', () => {
    expect(parseSettings(JSON.stringify({ brightness: { isBrightness: false, brightness: 0 } }), options).brightness).toEqual({ isBrightness: false, brightness: 0 });
  });

  it('maps a regional language tag to ours', () => {
    expect(parseSettings(JSON.stringify({ language: 'he-IL' }), options).language).toBe('he');
  });

  it('keeps a colour keyword only with a colour check', () => {
    const raw = JSON.stringify({ color: 'rebeccapurple' });
    expect(parseSettings(raw, options).color).toBe('');
    expect(parseSettings(raw, { ...options, colorSupport: () => true }).color).toBe('rebeccapurple');
  });
});
