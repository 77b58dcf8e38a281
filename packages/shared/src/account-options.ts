// The choices of the registration and profile forms (docs/accounts.md, "Profile and registration
// options"). The stored value is the English label, as the original stored it; the web app
// shows translated labels. Countries and languages come from a local data package
// (countries-list), never from an outside service at run time.
import countryNames from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };
import languageNames from 'countries-list/minimal/languages.en.min.json' with { type: 'json' };

export const GENDER_OPTIONS = ['Male', 'Female', 'Other', 'Prefer not to disclose'] as const;

export const AGE_OPTIONS = [
  '18-24',
  '25-34',
  '35-44',
  '45-54',
  '55-64',
  '65 and over',
  'Prefer not to disclose',
] as const;

export const ACADEMIC_BACKGROUND_OPTIONS = [
  'High school or equivalent',
  "Bachelor's degree",
  "Master's degree",
  'Doctorate',
  'Other',
  'Prefer not to disclose',
] as const;

export const FIELD_OF_STUDY_OPTIONS = [
  'Science communication research',
  'STEM research',
  'Social Science',
  'Humanities',
  'Education',
  'Management',
  'Other',
] as const;

export type Gender = (typeof GENDER_OPTIONS)[number];
export type AgeRange = (typeof AGE_OPTIONS)[number];
export type AcademicBackground = (typeof ACADEMIC_BACKGROUND_OPTIONS)[number];
export type FieldOfStudy = (typeof FIELD_OF_STUDY_OPTIONS)[number];

/** A country or language: its ISO code (for translated display names) and its English name (stored). */
export interface CodedOption {
  code: string;
  name: string;
}

const byName = (a: CodedOption, b: CodedOption) => a.name.localeCompare(b.name, 'en');

/** ISO 3166-1 countries, by English name. */
export const COUNTRY_OPTIONS: readonly CodedOption[] = Object.entries(
  countryNames as Record<string, string>,
)
  .map(([code, name]) => ({ code, name }))
  .sort(byName);

/** ISO 639-1 languages, by English name. */
export const LANGUAGE_OPTIONS: readonly CodedOption[] = Object.entries(
  languageNames as Record<string, string>,
)
  .map(([code, name]) => ({ code, name }))
  .sort(byName);

/**
 * Multi-select values are stored comma-joined, so a name must never contain a comma;
 * a test checks the data package keeps to that.
 */
export const LIST_SEPARATOR = ', ';

export function joinList(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(LIST_SEPARATOR) : null;
}

export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
