// Names of places in Hebrew, which the measure counts as common as it counts English names
// (docs/de-jargonizer.md "Names and places in Hebrew"). Build-time only: the names come from the
// CLDR data of Node's own ICU (Intl), so they change only with Node, and from our list of
// Israel's cities (hebrew-israeli-cities.ts), which no maintained package offers in Hebrew.
import { ISRAELI_CITIES } from './hebrew-israeli-cities.ts';
import { tokenize } from './tokenizer.ts';

/** Region codes that name no place: the pseudo-locales and "unknown region". */
const NOT_PLACES = new Set(['XA', 'XB', 'ZZ']);

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** Every name CLDR gives in Hebrew to a country, territory or UN M.49 area (long and short style). */
export function hebrewRegionNames(): string[] {
  return regionNamesIn('he');
}

/** Every name CLDR gives in a language to a country, territory or UN M.49 area (long and short style). */
export function regionNamesIn(locale: string): string[] {
  const codes = LETTERS.flatMap((first) => LETTERS.map((second) => first + second)).filter((code) => !NOT_PLACES.has(code));
  for (let area = 1; area < 1000; area++) codes.push(String(area).padStart(3, '0'));
  const names = new Set<string>();
  for (const style of ['long', 'short'] as const) {
    const display = new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' });
    for (const code of codes) {
      const name = display.of(code);
      if (name !== undefined) names.add(name);
    }
  }
  return [...names];
}

/**
 * The cities CLDR names in Hebrew for time zones, as far as Intl shows them: a zone of a country
 * with several zones is named after its city (שעון סידני), of a country with one after the
 * country. The words around the name come from formatting a zone of a one-zone country.
 */
export function hebrewTimeZoneCities(): string[] {
  return timeZoneCitiesIn('he');
}

/** As hebrewTimeZoneCities, in any language CLDR names zones in. */
export function timeZoneCitiesIn(locale: string): string[] {
  const zoneName = (timeZone: string): string =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(0).find((part) => part.type === 'timeZoneName')
      ?.value ?? '';
  const japan = new Intl.DisplayNames(locale, { type: 'region' }).of('JP') ?? '';
  const sample = zoneName('Asia/Tokyo');
  const at = japan === '' ? -1 : sample.indexOf(japan);
  if (at < 0) return [];
  const before = sample.slice(0, at);
  const after = sample.slice(at + japan.length);
  const cities = new Set<string>();
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const name = zoneName(zone);
    if (name.startsWith(before) && name.endsWith(after) && name.length > before.length + after.length) {
      cities.add(name.slice(before.length, name.length - after.length));
    }
  }
  return [...cities];
}

const PLACE_FORM = /^[\u05d0-\u05ea]+(?:[-'\u05f3\u05f4][\u05d0-\u05ea]+)*$/u;

/** The lookup forms of the words of place names (each word of a name of several words), at least two letters. */
export function placeNameForms(names: readonly string[]): Set<string> {
  const forms = new Set<string>();
  for (const name of names) {
    for (const token of tokenize(name)) {
      for (const form of [token.form, ...token.parts]) {
        if (form === null || form.length < 2 || !PLACE_FORM.test(form)) continue;
        forms.add(form);
        // A geresh is typed as an apostrophe as often as not: אזרבייג׳ן, אזרבייג'ן.
        forms.add(form.replaceAll('\u05f3', "'"));
        forms.add(form.replaceAll("'", '\u05f3'));
      }
    }
  }
  return forms;
}

export interface HebrewPlaceNames {
  readonly forms: ReadonlySet<string>;
  readonly regions: number;
  readonly timeZoneCities: number;
  readonly israeliCities: number;
}

export function hebrewPlaceNames(): HebrewPlaceNames {
  const regions = hebrewRegionNames();
  const timeZoneCities = hebrewTimeZoneCities();
  return {
    forms: placeNameForms([...regions, ...timeZoneCities, ...ISRAELI_CITIES]),
    regions: regions.length,
    timeZoneCities: timeZoneCities.length,
    israeliCities: ISRAELI_CITIES.length,
  };
}
