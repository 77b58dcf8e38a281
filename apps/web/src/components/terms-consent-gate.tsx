// The terms-consent gate (docs/product.md §2): shown on the home page and every tool page unless the
// visitor is signed in, the session is still loading, or terms_consent is "true". It is a modal
// alert dialog: focus moves into it and stays there, and the page behind is hidden from
// assistive technology and the pointer. The cookie banner waits until it has closed (it would
// sit behind the dialog, out of reach), through useTermsDialogOpen.
import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { useConsent } from '../lib/consent.ts';
import { TaggedText } from '../lib/tagged-text.tsx';
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

let openDialogs = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function changeOpenDialogs(by: number) {
  openDialogs += by;
  for (const listener of listeners) listener();
}

/** Whether the terms-consent dialog is showing now (the cookie banner waits for it). */
export function useTermsDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => openDialogs > 0, () => false);
}

function ConsentDialog({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  // A layout effect: the cookie banner hides before the dialog's first paint, not one frame after.
  useLayoutEffect(() => {
    changeOpenDialogs(1);
    // The dialog is portalled to <body>; the app behind it becomes inert (no focus, no clicks,
    // no find-in-page), beyond the aria-hidden Radix gives it.
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    return () => {
      changeOpenDialogs(-1);
      if (openDialogs === 0) app?.removeAttribute('inert');
    };
  }, []);
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content
          className="dialog consent"
          onOpenAutoFocus={(event) => {
            // An alert dialog focuses its Cancel button, and this one has none: the first step is the checkbox.
            event.preventDefault();
            checkbox.current?.focus({ preventScroll: true });
          }}
        >
          <AlertDialog.Title className="dialog__title">{t('consent.title')}</AlertDialog.Title>
          <AlertDialog.Description className="consent__text">{t('consent.text')}</AlertDialog.Description>
          <div className="consent__agree">
            <input ref={checkbox} id={checkboxId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <label htmlFor={checkboxId}>
              <TaggedText
                text={t('consent.agree')}
                parts={{
                  privacy: (words) => <Link to="/privacy-policy" target="_blank" rel="noopener">{words}</Link>,
                  terms: (words) => <Link to="/terms-of-use" target="_blank" rel="noopener">{words}</Link>,
                }}
              />
            </label>
          </div>
          <div className="dialog__actions">
            {/* Two ways, each to its own page: a new writer who came to register lands on Register. */}
            <AlertDialog.Action className="button" onClick={() => navigate('/register')}>
              {t('consent.register')}
            </AlertDialog.Action>
            <AlertDialog.Action className="button button--secondary" onClick={() => navigate('/login')}>
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
