// The registration form's values and their checks (spec §5), done in the browser with the same
// schema the server applies, so each problem shows under its field before anything is sent.
import { registerBodySchema, type Demographics, type RegisterBody } from '@scicomm/shared/account-api';

export type SaveChoice = 'yes' | 'no' | null;

export interface RegistrationValues extends Demographics {
  email: string;
  password: string;
  acceptTermsPrivacyPolicy: boolean;
  /** "Do you want us to save your texts?": Yes means rejectSaveData false (spec §5). */
  saveTexts: SaveChoice;
}

export type RegistrationField = keyof RegistrationValues;

/** Translation keys (under account.errors) of the problems, by field. */
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const emptyRegistration: RegistrationValues = {
  email: '',
  password: '',
  gender: null,
  age: null,
  academicBackground: null,
  fieldOfStudy: [],
  country: [],
  firstLanguage: [],
  goals: '',
  acceptTermsPrivacyPolicy: false,
  saveTexts: null,
};

/** The order fields appear in, for focusing the first one with a problem. */
export const registrationFieldOrder: RegistrationField[] = [
  'email',
  'password',
  'gender',
  'age',
  'academicBackground',
  'fieldOfStudy',
  'country',
  'firstLanguage',
  'goals',
  'acceptTermsPrivacyPolicy',
  'saveTexts',
];

/** The body as typed; the schema decides whether it is a valid RegisterBody. */
export type RegisterDraft = Omit<Partial<RegisterBody>, 'acceptTermsPrivacyPolicy'> & {
  acceptTermsPrivacyPolicy: boolean;
};

export function toRegisterBody(values: RegistrationValues): RegisterDraft {
  const { saveTexts, ...rest } = values;
  return {
    ...rest,
    email: values.email.trim(),
    goals: values.goals === null || values.goals.trim() === '' ? null : values.goals,
    ...(saveTexts ? { rejectSaveData: saveTexts === 'no' } : {}),
  };
}

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const result = registerBodySchema.safeParse(toRegisterBody(values));
  if (result.success) return {};
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? '');
    const field = (path === 'rejectSaveData' ? 'saveTexts' : path) as RegistrationField;
    if (errors[field]) continue;
    switch (field) {
      case 'email':
        errors.email = values.email.trim() === '' ? 'emailRequired' : 'emailInvalid';
        break;
      case 'password':
        errors.password = values.password === '' ? 'passwordRequired' : 'passwordTooLong';
        break;
      case 'acceptTermsPrivacyPolicy':
        errors.acceptTermsPrivacyPolicy = 'termsRequired';
        break;
      case 'saveTexts':
        errors.saveTexts = 'saveChoiceRequired';
        break;
      case 'goals':
        errors.goals = 'goalsTooLong';
        break;
      default:
        errors[field] = 'unknownOption';
    }
  }
  return errors;
}
