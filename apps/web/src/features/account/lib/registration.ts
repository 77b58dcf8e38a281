// The registration form's values (docs/product.md §5): what the form holds while it is being filled in,
// checked in the browser with the same schema the server applies (registerBodySchema), so each
// problem shows under its field before anything is sent.
import type { FieldValues } from 'react-hook-form';
import type { Demographics, RegisterBody } from '@scicomm/shared/account-api';

/** The body as typed: the terms box may be unticked, the save choice unanswered, goals empty. */
export interface RegistrationValues extends FieldValues, Omit<Demographics, 'goals'> {
  name: string;
  email: string;
  password: string;
  goals: string;
  acceptTermsPrivacyPolicy: boolean;
  /** "Do you want us to save your texts?": Yes is false, No is true, unanswered null (docs/product.md §5). */
  rejectSaveData: boolean | null;
}

export type RegistrationField = keyof RegistrationValues & string;

export const emptyRegistration: RegistrationValues = {
  name: '',
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
  rejectSaveData: null,
};

/** The checked values as the request body: empty goals are none. */
export function toRegisterBody(values: RegisterBody): RegisterBody {
  return {
    ...values,
    email: values.email.trim(),
    goals: values.goals === null || values.goals.trim() === '' ? null : values.goals,
  };
}
