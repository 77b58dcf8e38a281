// The messages of the account and sign-in forms (react-hook-form with the shared zod schemas of
// packages/shared/src/account-api.ts). A field's message is found from the field's name, the
// zod issue's type and the value, never from the English message; a server refusal goes on the
// field its body names (error.field), by its code (docs/accounts.md "Errors").
import type { FieldError, FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { DISPLAY_NAME_MAX_LENGTH, looksBlank, PASSWORD_MAX_LENGTH } from '@scicomm/shared/account-api';
import { ApiError } from './api-client.ts';

const passwordFields = new Set(['password', 'newPassword', 'currentPassword']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The translation key of a field's problem (a zod issue, or a server refusal put there). */
export function problemKey(field: string, error: FieldError | undefined, value: unknown): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  return ruleKey(field, value);
}

/** Which rule of the shared schema a field's value breaks, as a translation key. */
function ruleKey(field: string, value: unknown): string {
  if (field === 'email') return isEmpty(value) ? 'account.errors.emailRequired' : 'account.errors.emailInvalid';
  if (field === 'name') return nameRuleKey(value);
  if (passwordFields.has(field)) {
    if (isEmpty(value)) return 'account.errors.passwordRequired';
    return typeof value === 'string' && value.length > PASSWORD_MAX_LENGTH
      ? 'account.errors.passwordTooLong'
      : 'account.errors.passwordTooShort';
  }
  if (field === 'code') return 'account.errors.codeRequired';
  if (field === 'acceptTermsPrivacyPolicy') return 'account.errors.termsRequired';
  if (field === 'rejectSaveData') return 'account.errors.saveChoiceRequired';
  if (field === 'goals') return 'account.errors.goalsTooLong';
  return 'account.errors.unknownOption';
}

function nameRuleKey(value: unknown): string {
  if (isEmpty(value) || (typeof value === 'string' && looksBlank(value))) return 'account.errors.nameRequired';
  return typeof value === 'string' && [...value.trim()].length > DISPLAY_NAME_MAX_LENGTH
    ? 'account.errors.nameTooLong'
    : 'account.errors.nameCharacters';
}

/** The translation key of a server refusal that names a field. */
export function serverProblemKey(error: ApiError, field: string, value: unknown): string {
  switch (error.code) {
    case 'INVALID_PASSWORD':
      return 'account.security.wrongPassword';
    case 'PASSWORD_TOO_SHORT':
      return 'account.errors.passwordTooShort';
    case 'PASSWORD_TOO_LONG':
      return 'account.errors.passwordTooLong';
    case 'INVALID_EMAIL':
      return 'account.errors.emailInvalid';
    default:
      return ruleKey(field, value);
  }
}

/**
 * Puts a server refusal on the form field it names (error.field) and focuses that field.
 * Returns false when the error names no field of this form (the caller shows a form-level line).
 */
export function putServerErrorOnField<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T>; getValues: UseFormGetValues<T> },
  rename: Record<string, Path<T>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.field) return false;
  const field = (rename[error.field] ?? error.field) as Path<T>;
  const values = form.getValues() as Record<string, unknown>;
  if (!(field in values)) return false;
  form.setError(
    field,
    { type: 'server', message: serverProblemKey(error, field, values[field]) },
    { shouldFocus: true },
  );
  return true;
}
