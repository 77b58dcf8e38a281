// The terms-consent gate (spec §2): shown on the home page and every tool page unless the
// visitor is signed in, the session is still loading, or terms_consent is "true".
import { useId, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { useConsent } from '../lib/consent.ts';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';

export function TermsConsentGate({ children }: { children?: ReactNode }) {
  const { state } = useAuth();
  const [consented, consent] = useConsent(TERMS_CONSENT_COOKIE);
  const open = state.status === 'signed-out' && !consented;
  return (
    <>
      {children}
      {open && <ConsentDialog onContinue={consent} />}
    </>
  );
}

function ConsentDialog({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog consent">
          <AlertDialog.Title className="dialog__title">{t('consent.title')}</AlertDialog.Title>
          <AlertDialog.Description>{t('consent.text')}</AlertDialog.Description>
          <div className="consent__agree">
            <input id={checkboxId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <label htmlFor={checkboxId}>
              <Trans
                i18nKey="consent.agree"
                components={{
                  privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" />,
                  terms: <Link to="/terms-of-use" target="_blank" rel="noopener" />,
                }}
              />
            </label>
          </div>
          <div className="dialog__actions">
            <AlertDialog.Action className="button" onClick={() => navigate('/login')}>
              {t('consent.signIn')}
            </AlertDialog.Action>
            <button type="button" className="button button--secondary" disabled={!agreed} onClick={onContinue}>
              {t('consent.guest')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
