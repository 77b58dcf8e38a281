// The terms-consent gate (docs/product.md §2): shown on the home page and every tool page unless the
// visitor is signed in, the session is still loading, or terms_consent is "true". It is a modal
// alert dialog: focus moves into it and stays there, and the page behind is hidden from
// assistive technology and the pointer. The cookie banner waits until it has closed (it would
// sit behind the dialog, out of reach), through useTermsDialogOpen (lib/terms-dialog-open.ts).
// A visitor with neither a session cookie nor terms consent is sure to get it: the server sends
// that visitor the page's HTML with the dialog already open (prerender data `termsDialog`), so it
// paints before the script, and this same dialog hydrates it and stays open while the session
// loads (docs/web.md "The terms dialog in the HTML").
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { useConsent } from '../lib/consent.ts';
import { FOCUS_HEADING_STATE, focusPageHeading } from '../lib/focus-heading.ts';
import { useTermsDialogInHtml } from '../lib/prerender-data.tsx';
import { SiteTermsText } from './site-terms-text.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { changeOpenTermsDialogs } from '../lib/terms-dialog-open.ts';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';

export function TermsConsentGate({ children }: { children?: ReactNode }) {
  const { state } = useAuth();
  const [consented, consent] = useConsent(TERMS_CONSENT_COOKIE);
  // The dialog in the HTML was sent to a visitor without a session cookie: it stays open while
  // the session loads (the reply can only be "signed out"), and the session decides from then on.
  const inHtml = useTermsDialogInHtml();
  const open = !consented && (state.status === 'signed-out' || (state.status === 'loading' && inHtml));
  // "Continue as Guest" removes the dialog that had focus: focus goes to the page's heading.
  const continued = useRef(false);
  useEffect(() => {
    if (open || !continued.current) return;
    continued.current = false;
    focusPageHeading();
  }, [open]);
  return (
    <>
      {children}
      {open && (
        <ConsentDialog
          onContinue={() => {
            continued.current = true;
            consent();
          }}
        />
      )}
    </>
  );
}

/**
 * Makes everything in the app's root inert but the element and its ancestors (and what was inert
 * already); returns the undo. The dialog is inside #root, so #root itself cannot be inert.
 */
function makeRestInert(element: HTMLElement): () => void {
  const root = element.closest('#root');
  const made: Element[] = [];
  let node: Element = element;
  while (node !== root && node !== document.body && node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

function ConsentDialog({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const layer = useRef<HTMLDivElement>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  // A layout effect: the cookie banner hides before the dialog's first paint, not one frame after.
  useLayoutEffect(() => {
    changeOpenTermsDialogs(1);
    // The page behind becomes inert (no focus, no clicks, no find-in-page), beyond the aria-hidden
    // Radix gives it.
    const restore = layer.current ? makeRestInert(layer.current) : () => {};
    // A tick the HTML's checkbox got before the app started is kept (hydration leaves it checked).
    if (checkbox.current?.checked) setAgreed(true);
    return () => {
      changeOpenTermsDialogs(-1);
      restore();
    };
  }, []);
  const navigate = useNavigate();
  // In the HTML, Register and Sign In are disabled until the app runs: a click before would be
  // lost. (The checkbox works at once: its tick is kept, above; Continue waits for it anyway.)
  const hydrated = useHydrated();
  const checkboxId = useId();
  // The dialog's name and description by ids of our own: Radix adds its aria-labelledby and
  // aria-describedby in a layout effect, so a dialog in the HTML would have neither until the app
  // runs.
  const titleId = useId();
  const textId = useId();
  // No portal: a portal renders nothing on the server, so the dialog in the HTML could not be the
  // one that hydrates. It is rendered where the gate is, inside #root; it is fixed to the viewport
  // above the page (styles.css .dialog), as it was in the portal.
  return (
    <AlertDialog.Root open>
      <div ref={layer} className="consent-layer">
        {/* In the HTML and its hydration a plain overlay: Radix's carries pointer-events in a style
            attribute, which the page's CSP refuses in HTML (no inline style attributes) and which
            hydration does not mend. Radix's takes its place once the app runs, with its scroll
            lock: the same box, so nothing is seen to change. */}
        {hydrated ? <AlertDialog.Overlay className="dialog__overlay" /> : <div className="dialog__overlay" data-state="open" />}
        <AlertDialog.Content
          className="dialog consent"
          aria-labelledby={titleId}
          aria-describedby={textId}
          onOpenAutoFocus={(event) => {
            // An alert dialog focuses its Cancel button, and this one has none: the first step is the checkbox.
            event.preventDefault();
            checkbox.current?.focus({ preventScroll: true });
          }}
          // Closed, it would give focus back to the page's body: the gate or the next page says where it goes.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <AlertDialog.Title id={titleId} className="dialog__title">
            {t('consent.title')}
          </AlertDialog.Title>
          {/* Not AlertDialog.Description: its id is Radix's, which Radix would add to aria-describedby beside ours. */}
          <p id={textId} className="consent__text">
            {t('consent.text')}
          </p>
          <div className="consent__agree">
            <input ref={checkbox} id={checkboxId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <label htmlFor={checkboxId}>
              <SiteTermsText text={t('consent.agree')} />
            </label>
          </div>
          <div className="dialog__actions">
            {/* Two ways, each to its own page: a new writer who came to register lands on Register. */}
            <AlertDialog.Action className="button" disabled={!hydrated} onClick={() => navigate('/register', { state: FOCUS_HEADING_STATE })}>
              {t('consent.register')}
            </AlertDialog.Action>
            <AlertDialog.Action className="button button--secondary" disabled={!hydrated} onClick={() => navigate('/login', { state: FOCUS_HEADING_STATE })}>
              {t('consent.signIn')}
            </AlertDialog.Action>
            <button type="button" className="button button--secondary" disabled={!agreed} onClick={onContinue}>
              {t('consent.guest')}
            </button>
          </div>
        </AlertDialog.Content>
      </div>
    </AlertDialog.Root>
  );
}
