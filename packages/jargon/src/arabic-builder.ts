// The Arabic dictionary's subtitle counts (`arabic/ar_50k_2018.txt` in the data folder) and what
// building it from them takes in Arabic (subtitle-counts-builder.ts): forms normalised as every
// looked-up word is (arabic.ts), clitics, and place names (docs/de-jargonizer.md "Arabic").
// Build-time only.
import { ARABIC_CITIES } from './arabic-cities.ts';
import { ARABIC_FORM, normaliseArabicForm, stripArabicClitics } from './arabic.ts';
import { regionNamesIn, timeZoneCitiesIn } from './hebrew-place-names.ts';
import { ARABIC_PERIOD } from './period-code.ts';
import type { SubtitleLanguage } from './subtitle-counts-builder.ts';
import { tokenize } from './tokenizer.ts';

// Subtitle files leave a full stop or a dash stuck to a word (.لا, -أنا).
const EDGE_PUNCTUATION = /^[.\-–—,!?…"'،؛؟]+|(?<![.\-–—,!?…"'،؛؟])[.\-–—,!?…"'،؛؟]+$/gu;

export interface ArabicPlaceNames {
  readonly forms: ReadonlySet<string>;
  readonly regions: number;
  readonly timeZoneCities: number;
  readonly cities: number;
}

/** The lookup forms of the words of place names in Arabic: CLDR's regions and time-zone cities (Node's ICU) and our list of cities. */
export function arabicPlaceNames(): ArabicPlaceNames {
  const regions = regionNamesIn('ar');
  const timeZoneCities = timeZoneCitiesIn('ar');
  const forms = new Set<string>();
  for (const name of [...regions, ...timeZoneCities, ...ARABIC_CITIES]) {
    for (const token of tokenize(name)) {
      for (const written of [token.form, ...token.parts]) {
        const form = written === null ? '' : normaliseArabicForm(written);
        if (form.length >= 2 && ARABIC_FORM.test(form)) forms.add(form);
      }
    }
  }
  return {
    forms,
    regions: regions.length,
    timeZoneCities: timeZoneCities.length,
    cities: ARABIC_CITIES.length,
  };
}

export const ARABIC_SUBTITLES: SubtitleLanguage = {
  period: ARABIC_PERIOD,
  kind: 'arabic-counts',
  countsFile: ['arabic', 'ar_50k_2018.txt'],
  lookupForm: (written) => normaliseArabicForm(written.normalize('NFC').replace(EDGE_PUNCTUATION, '')),
  // Mis-decoded lines (UTF-8 read as Windows-1256: ظٹط, طھط) carry letters outside hamza…ya and are dropped.
  isWord: (form) => ARABIC_FORM.test(form),
  stems: stripArabicClitics,
  strippedLetters: 'و ف ب ك ل and ال',
  placeForms: () => arabicPlaceNames().forms,
};
