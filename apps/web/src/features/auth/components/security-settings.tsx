// The profile page's security part: optional two-factor sign-in with an authenticator app
// (TOTP: password, then scan the code and confirm with a first code; backup codes shown once),
// switching it off again, changing the password, and signing out on every device. Each form is
// checked with the shared schema of its request.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  twoFactorCodeBodySchema,
  twoFactorPasswordBodySchema,
} from '@scicomm/shared/account-api';
import { PasswordField } from '../../../components/password-input.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { putServerErrorOnField } from '../../../lib/form-errors.ts';
import { fieldInputProps, useFieldMessage, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRevokeSessions } from '../api/revoke-sessions.ts';
import { useDisableTwoFactor, useEnableTwoFactor, useVerifyTotp } from '../api/two-factor.ts';
import { authErrorText } from '../error-text.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { QrCode } from './qr-code.tsx';
import { BusySubmit } from '../../../components/busy-submit.tsx';

interface StepFormProps {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A step of switching two-factor sign-in on or off: its fields, then go on or cancel. */
function StepForm({ busy, onSubmit, submitLabel, onCancel, children }: StepFormProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {children}
      <BusySubmit busy={busy} label={submitLabel}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('account.profile.cancel')}
        </button>
      </BusySubmit>
    </form>
  );
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'scan'; uri: string; backupCodes: string[] };

// eslint-disable-next-line max-lines-per-function -- a form's markup, field by field: about 73 of its lines are logic (README.md "Architecture")
export function SecuritySettings() {
  const { t } = useTranslation(['account', 'account-forms']);
  const { state, refresh, signOut } = useAuth();
  const navigate = useNavigate();
  const id = useId().replaceAll(':', '');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [revoking, setRevoking] = useState(false);
  const enableTwoFactor = useEnableTwoFactor();
  const disableTwoFactor = useDisableTwoFactor();
  const verifyTotp = useVerifyTotp();
  const revokeSessions = useRevokeSessions();
  const section = useRef<HTMLElement>(null);
  // Turning two-factor on or off removes the form that had focus: focus goes to the part's heading, not the page's body.
  const twoFactorHeading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  // /profile#security (the research pages' link when two-factor is needed): the part comes into view.
  useEffect(() => {
    if (hash === '#security') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const enabled = state.status === 'signed-in' && state.user.twoFactorEnabled === true;

  const passwordForm = useSchemaForm<{ password: string }, { password: string }>(
    twoFactorPasswordBodySchema,
    { password: '' },
  );
  const codeForm = useSchemaForm<{ code: string }, { code: string }>(twoFactorCodeBodySchema, {
    code: '',
  });
  const password = useController({ control: passwordForm.control, name: 'password' }).field;
  const passwordMessage = useFieldMessage(passwordForm);
  const codeMessage = useFieldMessage(codeForm);
  const busy =
    revoking || passwordForm.formState.isSubmitting || codeForm.formState.isSubmitting;

  const reset = () => {
    setStage({ kind: 'idle' });
    passwordForm.reset({ password: '' });
    codeForm.reset({ code: '' });
  };

  const submitPassword = passwordForm.handleSubmit(async (body) => {
    if (stage.kind !== 'password') return;
    setMessage(null);
    try {
      if (stage.action === 'enable') {
        const reply = await enableTwoFactor.mutateAsync(body.password);
        passwordForm.reset({ password: '' });
        setStage({ kind: 'scan', uri: reply.totpURI, backupCodes: reply.backupCodes });
      } else {
        await disableTwoFactor.mutateAsync(body.password);
        reset();
        await refresh();
        setMessage({ kind: 'status', text: t('account.security.disabled') });
        twoFactorHeading.current?.focus();
      }
    } catch (error) {
      if (!putServerErrorOnField(error, passwordForm))
        setMessage({ kind: 'alert', text: authErrorText(error, t, 'account.security.failed') });
    }
  });

  const submitCode = codeForm.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await verifyTotp.mutateAsync(body.code);
      reset();
      await refresh();
      setMessage({ kind: 'status', text: t('account.security.enabled') });
      twoFactorHeading.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 400))
        codeForm.setError('code', { type: 'server', message: 'account.login.codeFailed' }, { shouldFocus: true });
      else setMessage({ kind: 'alert', text: authErrorText(error, t, 'account.security.failed') });
    }
  });

  const signOutEverywhere = async () => {
    setRevoking(true);
    try {
      await revokeSessions.mutateAsync();
      await signOut();
      navigate('/');
    } catch (error) {
      setMessage({ kind: 'alert', text: authErrorText(error, t, 'account.security.failed') });
      setRevoking(false);
    }
  };

  const secret = stage.kind === 'scan' ? new URL(stage.uri).searchParams.get('secret') : null;
  return (
    <section id="security" ref={section} className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.security.heading')}</h2>
      <h3 ref={twoFactorHeading} tabIndex={-1}>
        {t('account.security.twoFactor')}
      </h3>
      <p>{enabled ? t('account.security.isOn') : t('account.security.isOff')}</p>

      {stage.kind === 'idle' && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setStage({ kind: 'password', action: enabled ? 'disable' : 'enable' })}
        >
          {enabled ? t('account.security.turnOff') : t('account.security.turnOn')}
        </button>
      )}

      {stage.kind === 'password' && (
        <StepForm
          busy={busy}
          onSubmit={(event) => void submitPassword(event)}
          submitLabel={t('account.security.continue')}
          onCancel={reset}
        >
          <PasswordField
            id={`${id}-password`}
            label={t('account.security.confirmPassword')}
            {...fieldInputProps(password)}
            autoComplete="current-password"
            error={passwordMessage('password')}
          />
        </StepForm>
      )}

      {stage.kind === 'scan' && (
        <StepForm
          busy={busy}
          onSubmit={(event) => void submitCode(event)}
          submitLabel={t('account.security.confirmCode')}
          onCancel={reset}
        >
          <p>{t('account.security.scan')}</p>
          <QrCode value={stage.uri} label={t('account.security.qrLabel')} />
          <p>
            {t('account.security.secret')} <code className="security__secret">{secret}</code>{' '}
            {secret && <CopyButton text={secret} label={t('account.security.copyKey')} copiedLabel={t('account.security.copied')} />}
          </p>
          <p>{t('account.security.backupCodes')}</p>
          <ul className="security__codes">
            {stage.backupCodes.map((backup) => (
              <li key={backup}>
                <code>{backup}</code>
              </li>
            ))}
          </ul>
          <p>
            <CopyButton text={stage.backupCodes.join('\n')} label={t('account.security.copyCodes')} copiedLabel={t('account.security.copied')} />
          </p>
          <RegisteredField
            id={`${id}-code`}
            label={t('account.login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={codeMessage('code')}
            registration={codeForm.register('code')}
          />
        </StepForm>
      )}

      {message && (
        <p
          className={message.kind === 'status' ? 'form__status' : 'form__alert'}
          role={message.kind}
        >
          {message.text}
        </p>
      )}

      <ChangePasswordForm />

      <h3>{t('account.security.sessions')}</h3>
      <p>{t('account.security.sessionsText')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void signOutEverywhere()}
      >
        {t('account.security.signOutEverywhere')}
      </button>
    </section>
  );
}
