// The registration form (docs/product.md §2 "Registration and login", §5): e-mail, password with
// Show/Hide, the demographics, the terms checkbox and the save-my-texts Yes/No choice. Each
// problem shows under its field and nothing typed is lost; "Submitting..." while busy;
// "Registration successful!" and then, after 3 s, the page the visitor came from (a course's join
// link: `returnTo`, checked by the route) or the home page.
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  REGISTER_ERROR_CODES,
  REGISTRATION_REDIRECT_MS,
  registerBodySchema,
  type RegisterBody,
} from '@scicomm/shared/account-api';
import { accountPagePath } from '@scicomm/shared/return-path';
import { describedBy, FieldError } from '../../../components/field-message.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { NewPasswordField } from '../../../components/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { problemKey, putServerErrorOnField } from '../../../lib/form-errors.ts';
import { FOCUS_HEADING_STATE } from '../../../lib/focus-heading.ts';
import { fieldInputProps } from '../../../lib/use-schema-form.ts';
import { useRegister } from '../api/register.ts';
import { emptyRegistration, toRegisterBody, type RegistrationField, type RegistrationValues } from '../lib/registration.ts';
import { DemographicFields, fieldId, type DemographicValues } from './demographic-fields.tsx';
import { DisplayNameField } from './display-name-field.tsx';
import '../account.css';
import { BusySubmit } from '../../../components/busy-submit.tsx';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'success' }
  | { kind: 'failed'; messageKey: string; seconds?: number };

/** The shared schema checks the typed values; what passes is a RegisterBody. */
const resolver = zodResolver(registerBodySchema) as unknown as Resolver<
  RegistrationValues,
  unknown,
  RegisterBody
>;

// eslint-disable-next-line max-lines-per-function -- a form's markup, field by field: about 60 of its lines are logic (README.md "Architecture")
export function RegisterForm({ onRegistered, returnTo }: { onRegistered(): Promise<void>; returnTo?: string | null | undefined }) {
  const { t } = useTranslation(['account', 'account-forms']);
  const navigate = useNavigate();
  const idPrefix = useId().replaceAll(':', '');
  const form = useForm<RegistrationValues, unknown, RegisterBody>({
    defaultValues: emptyRegistration,
    resolver,
    // Checked on submit; after that, a field's message follows what is typed into it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, formState, getValues } = form;
  const { errors, isSubmitting } = formState;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const register = useRegister();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  // Registered before the controlled fields: the first field with a problem, in page order, gets focus.
  const name = form.register('name');
  const email = form.register('email');
  const password = useController({ control, name: 'password' }).field;
  const terms = useController({ control, name: 'acceptTermsPrivacyPolicy' }).field;
  const saveChoice = useController({ control, name: 'rejectSaveData' }).field;
  const id = (field: RegistrationField) => fieldId(idPrefix, field);
  const errorId = (field: RegistrationField) => `${id(field)}-error`;
  // Which message a problem gets depends on the value (empty or not), so it follows each keystroke.
  useWatch({ control, name: ['name', 'email'] });
  const message = (field: RegistrationField) => {
    const key = problemKey(field, errors[field] as never, getValues(field));
    return key ? t(key) : undefined;
  };

  useEffect(() => {
    if (outcome.kind !== 'success') return undefined;
    // Submit is disabled now: focus goes to the news, then to the next page's heading.
    successRef.current?.focus();
    const timer = setTimeout(() => navigate(returnTo ?? '/', { state: FOCUS_HEADING_STATE }), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate, returnTo]);

  const submit = handleSubmit(async (body) => {
    if (outcome.kind === 'success') return;
    setOutcome({ kind: 'idle' });
    try {
      await register.mutateAsync(toRegisterBody(body));
      await onRegistered();
      setOutcome({ kind: 'success' });
    } catch (error) {
      if (putServerErrorOnField(error, form)) return;
      const code = error instanceof ApiError ? error.code : '';
      setOutcome({
        kind: 'failed',
        messageKey:
          code === REGISTER_ERROR_CODES.profileSaveFailed
            ? 'account.register.saveFailed'
            : code === 'RATE_LIMITED'
              ? 'account.errors.rateLimited'
              : code === 'NETWORK'
                ? 'account.errors.network'
                : 'account.register.failed',
        ...(code === 'RATE_LIMITED'
          ? { seconds: (error as ApiError).retryAfterSeconds ?? 60 }
          : {}),
      });
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  });

  const busy = isSubmitting;
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <DisplayNameField id={id('name')} registration={name} error={message('name')} />

      <EmailField id={id('email')} registration={email} error={message('email')} />

      <NewPasswordField
        id={id('password')}
        label={t('account.fields.password')}
        {...fieldInputProps(password)}
        required
        error={message('password')}
      />

      <DemographicFields
        idPrefix={idPrefix}
        control={control as unknown as Control<DemographicValues>}
      />

      <div className="field">
        <label className="choice">
          <input
            id={id('acceptTermsPrivacyPolicy')}
            ref={terms.ref}
            onBlur={terms.onBlur}
            type="checkbox"
            checked={terms.value}
            aria-invalid={errors.acceptTermsPrivacyPolicy ? true : undefined}
            aria-describedby={describedBy(
              errors.acceptTermsPrivacyPolicy && errorId('acceptTermsPrivacyPolicy'),
            )}
            onChange={(event) => terms.onChange(event.target.checked)}
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
        aria-invalid={errors.rejectSaveData ? true : undefined}
        aria-describedby={describedBy(
          `${id('rejectSaveData')}-hint`,
          errors.rejectSaveData && errorId('rejectSaveData'),
        )}
      >
        <legend>{t('account.register.saveTexts')}</legend>
        <p id={`${id('rejectSaveData')}-hint`} className="field__hint">
          {t('account.register.saveTextsHint')}
        </p>
        <div className="choices--inline">
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="choice">
              <input
                id={`${id('rejectSaveData')}-${choice}`}
                ref={choice === 'yes' ? saveChoice.ref : undefined}
                type="radio"
                name={id('rejectSaveData')}
                checked={saveChoice.value === (choice === 'no')}
                onChange={() => saveChoice.onChange(choice === 'no')}
                onBlur={saveChoice.onBlur}
              />
              <span>{t(`account.register.${choice}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId('rejectSaveData')} message={message('rejectSaveData')} />
      </fieldset>

      {outcome.kind === 'success' && (
        <p ref={successRef} tabIndex={-1} className="form__status" role="status">
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
                components={{ login: <Link to={accountPagePath('/login', returnTo)} />, reset: <Link to="/forgot-password" /> }}
              />
            </p>
          )}
        </div>
      )}

      <BusySubmit busy={busy} label={t('account.register.submit')} busyLabel={t('account.register.submitting')} disabled={outcome.kind === 'success'} />
    </form>
  );
}
