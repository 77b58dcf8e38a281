// Translated labels for the stored option values (the stored value stays the English label of
// docs/product.md §3). Countries and languages are named by the browser's Intl data in the page language,
// from their ISO codes; the English name is the fallback.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMIC_BACKGROUND_OPTIONS, AGE_OPTIONS, COUNTRY_OPTIONS, FIELD_OF_STUDY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS, type CodedOption } from '@scicomm/shared/account-options';

export interface Choice {
  value: string;
  label: string;
}

const genderKeys: Record<string, string> = {
  Male: 'male',
  Female: 'female',
  Other: 'other',
  'Prefer not to disclose': 'preferNot',
};
const ageKeys: Record<string, string> = {
  '65 and over': 'over65',
  'Prefer not to disclose': 'preferNot',
};
const academicKeys: Record<string, string> = {
  'High school or equivalent': 'highSchool',
  "Bachelor's degree": 'bachelor',
  "Master's degree": 'master',
  Doctorate: 'doctorate',
  Other: 'other',
  'Prefer not to disclose': 'preferNot',
};
const fieldKeys: Record<string, string> = {
  'Science communication research': 'scicommResearch',
  'STEM research': 'stem',
  'Social Science': 'socialScience',
  Humanities: 'humanities',
  Education: 'education',
  Management: 'management',
  Other: 'other',
};

function displayNames(
  language: string,
  type: 'region' | 'language',
): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language, 'en'], { type, fallback: 'none' });
  } catch {
    return undefined;
  }
}

function coded(
  options: readonly CodedOption[],
  names: Intl.DisplayNames | undefined,
  language: string,
): Choice[] {
  return options
    .map(({ code, name }) => ({ value: name, label: names?.of(code) ?? name }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

export interface OptionLabels {
  gender: Choice[];
  age: Choice[];
  academicBackground: Choice[];
  fieldOfStudy: Choice[];
  country: Choice[];
  firstLanguage: Choice[];
  /** The label of any stored value of a field (an unknown one is shown as stored). */
  labelOf(
    field: 'gender' | 'age' | 'academicBackground' | 'fieldOfStudy' | 'country' | 'firstLanguage',
    value: string,
  ): string;
}

export function useOptionLabels(): OptionLabels {
  const { t, i18n } = useTranslation(['account', 'account-forms']);
  const language = i18n.language;
  return useMemo(() => {
    const fixed = (values: readonly string[], keys: Record<string, string>, group: string) =>
      values.map((value) => ({
        value,
        label: keys[value] ? t(`account.options.${group}.${keys[value]}`) : value,
      }));
    const lists = {
      gender: fixed(GENDER_OPTIONS, genderKeys, 'gender'),
      age: fixed(AGE_OPTIONS, ageKeys, 'age'),
      academicBackground: fixed(ACADEMIC_BACKGROUND_OPTIONS, academicKeys, 'academicBackground'),
      fieldOfStudy: fixed(FIELD_OF_STUDY_OPTIONS, fieldKeys, 'fieldOfStudy'),
      country: coded(COUNTRY_OPTIONS, displayNames(language, 'region'), language),
      firstLanguage: coded(LANGUAGE_OPTIONS, displayNames(language, 'language'), language),
    };
    const index = Object.fromEntries(
      Object.entries(lists).map(([field, choices]) => [
        field,
        new Map(choices.map((choice) => [choice.value, choice.label])),
      ]),
    ) as Record<keyof typeof lists, Map<string, string>>;
    return { ...lists, labelOf: (field, value) => index[field].get(value) ?? value };
  }, [t, language]);
}
