// The registration form (spec §2 "Registration and login", §5): e-mail, password with
// Show/Hide, the demographics, the terms checkbox and the save-my-texts Yes/No choice. Each
// problem shows under its field and nothing typed is lost; "Submitting..." while busy;
// "Registration successful!" and then the home page after 3 s.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  REGISTER_ERROR_CODES,
  REGISTRATION_REDIRECT_MS,
  type RegisterBody,
} from '@scicomm/shared/account-api';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { register } from '../api/register.ts';
import {
  emptyRegistration,
  registrationFieldOrder,
  toRegisterBody,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration.ts';
import { DemographicFields, fieldId } from './demographic-fields.tsx';
import '../account.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'success' }
  | { kind: 'failed'; messageKey: string; seconds?: number };

/** Which field a server refusal belongs to, when it belongs to one. */
function fieldOfServerError(error: ApiError): [RegistrationField, string] | undefined {
  if (error.code === REGISTER_ERROR_CODES.passwordTooShort) return ['password', 'passwordTooShort'];
  if (error.code === REGISTER_ERROR_CODES.passwordTooLong) return ['password', 'passwordTooLong'];
  if (error.code === REGISTER_ERROR_CODES.invalidEmail) return ['email', 'emailInvalid'];
  if (error.code === 'VALIDATION_FAILED') {
    const field = /field "(\w+)/.exec(error.message)?.[1];
    if (field === 'email') return ['email', 'emailInvalid'];
    if (field === 'goals') return ['goals', 'goalsTooLong'];
    if (field === 'acceptTermsPrivacyPolicy') return ['acceptTermsPrivacyPolicy', 'termsRequired'];
    if (field === 'rejectSaveData') return ['saveTexts', 'saveChoiceRequired'];
    if (field && registrationFieldOrder.includes(field as RegistrationField))
      return [field as RegistrationField, 'unknownOption'];
  }
  return undefined;
}

export function RegisterForm({ onRegistered }: { onRegistered(): Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const idPrefix = useId().replaceAll(':', '');
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const alertRef = useRef<HTMLParagraphElement>(null);
  const id = (field: RegistrationField) => fieldId(idPrefix, field);
  const errorId = (field: RegistrationField) => `${id(field)}-error`;
  const message = (field: RegistrationField) =>
    errors[field] ? t(`account.errors.${errors[field]}`) : undefined;

  useEffect(() => {
    if (outcome.kind !== 'success') return undefined;
    const timer = setTimeout(() => navigate('/'), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate]);

  const change = (patch: Partial<RegistrationValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's error goes once it is edited; the others stay until the next submit.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as RegistrationField];
      return next;
    });
  };

  const focusFirst = (found: RegistrationErrors) => {
    const first = registrationFieldOrder.find((field) => found[field]);
    if (!first) return;
    const target = first === 'saveTexts' ? `${id('saveTexts')}-yes` : id(first);
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'busy' || outcome.kind === 'success') return;
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'idle' });
      focusFirst(found);
      return;
    }
    setOutcome({ kind: 'busy' });
    try {
      await register(toRegisterBody(values) as RegisterBody);
      await onRegistered();
      setOutcome({ kind: 'success' });
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfServerError(error) : undefined;
      if (field) {
        const next = { [field[0]]: field[1] };
        setErrors(next);
        setOutcome({ kind: 'idle' });
        focusFirst(next);
        return;
      }
      const code = error instanceof ApiError ? error.code : '';
      const seconds =
        code === 'RATE_LIMITED'
          ? Number(/(\d+) s/.exec((error as ApiError).message)?.[1] ?? 60)
          : undefined;
      setOutcome({
        kind: 'failed',
        messageKey:
          code === REGISTER_ERROR_CODES.profileSaveFailed
            ? 'account.register.saveFailed'
            : code === 'RATE_LIMITED'
              ? 'account.errors.rateLimited'
              : 'account.register.failed',
        ...(seconds !== undefined ? { seconds } : {}),
      });
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const busy = outcome.kind === 'busy';
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField
        id={id('email')}
        value={values.email}
        onChange={(email) => change({ email })}
        error={message('email')}
      />

      <PasswordField
        id={id('password')}
        label={t('account.fields.password')}
        value={values.password}
        onChange={(password) => change({ password })}
        autoComplete="new-password"
        required
        error={message('password')}
      />

      <DemographicFields
        idPrefix={idPrefix}
        values={{ ...values, goals: values.goals ?? '' }}
        onChange={change}
        errors={
          errors as Partial<
            Record<
              | 'gender'
              | 'age'
              | 'academicBackground'
              | 'fieldOfStudy'
              | 'country'
              | 'firstLanguage'
              | 'goals',
              string
            >
          >
        }
      />

      <div className="field">
        <label className="choice">
          <input
            id={id('acceptTermsPrivacyPolicy')}
            type="checkbox"
            checked={values.acceptTermsPrivacyPolicy}
            aria-invalid={errors.acceptTermsPrivacyPolicy ? true : undefined}
            aria-describedby={describedBy(
              errors.acceptTermsPrivacyPolicy && errorId('acceptTermsPrivacyPolicy'),
            )}
            onChange={(event) => change({ acceptTermsPrivacyPolicy: event.target.checked })}
          />
          <span>
            <Trans
              i18nKey="account.register.acceptTerms"
              components={{
                terms: <Link to="/terms-of-use" target="_blank" rel="noopener" />,
                privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" />,
              }}
            />
          </span>
        </label>
        <FieldError
          id={errorId('acceptTermsPrivacyPolicy')}
          message={message('acceptTermsPrivacyPolicy')}
        />
      </div>

      <fieldset
        className="field"
        role="radiogroup"
        aria-invalid={errors.saveTexts ? true : undefined}
        aria-describedby={describedBy(
          `${id('saveTexts')}-hint`,
          errors.saveTexts && errorId('saveTexts'),
        )}
      >
        <legend>{t('account.register.saveTexts')}</legend>
        <p id={`${id('saveTexts')}-hint`} className="field__hint">
          {t('account.register.saveTextsHint')}
        </p>
        <div className="choices--inline">
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="choice">
              <input
                id={`${id('saveTexts')}-${choice}`}
                type="radio"
                name={id('saveTexts')}
                checked={values.saveTexts === choice}
                onChange={() => change({ saveTexts: choice })}
              />
              <span>{t(`account.register.${choice}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId('saveTexts')} message={message('saveTexts')} />
      </fieldset>

      {outcome.kind === 'success' && (
        <p className="form__status" role="status">
          {t('account.register.success')}
        </p>
      )}
      {outcome.kind === 'failed' && (
        <div role="alert" className="form__alert">
          <p ref={alertRef} tabIndex={-1} className="form__alert-text">
            {t(outcome.messageKey, { seconds: outcome.seconds })}
          </p>
          {outcome.messageKey === 'account.register.failed' && (
            <p className="form__alert-text">
              <Trans
                i18nKey="account.register.failedHint"
                components={{ login: <Link to="/login" />, reset: <Link to="/forgot-password" /> }}
              />
            </p>
          )}
        </div>
      )}

      <div className="form__actions">
        <button type="submit" className="button" disabled={busy || outcome.kind === 'success'}>
          {busy ? t('account.register.submitting') : t('account.register.submit')}
        </button>
      </div>
    </form>
  );
}
