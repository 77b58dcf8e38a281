// A page for the holders of a role (researchers, admins). A visitor without a session is asked
// to sign in (the same for every such page, so it tells nothing; the server answers 401 with that
// view); anybody else (an ordinary user, a holder whose role was revoked) gets the not-found
// page, as for a path that does not exist; the server answers 404 too. A holder whose session
// has not passed two-factor sign-in is told to set it up or sign in again with the code; the
// server answers them 403.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TwoFactorRequired } from '../../components/two-factor-required.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useRefusedByServer, useSignInAskedByServer } from '../../lib/prerender-data.tsx';
import { serverErrorText } from '../../lib/server-message.ts';
import type { TwoFactorMissing } from '../../lib/two-factor-required.ts';
import { NotFoundRoute } from './not-found.tsx';
import { SignInToSeeRoute } from './sign-in-to-see.tsx';

interface RoleGateProps<Access> {
  /** The query of whether the user holds the role (a 404 is "no", a 403 what two-factor lacks). */
  useAccess: (userId: string) => UseQueryResult<Access>;
  holds: (access: Access) => access is Access & { twoFactorMissing?: TwoFactorMissing };
  /** Said while the session or the role is asked. */
  checking: string;
  /** Said when the role could not be asked, with the server's message. */
  accessError: (message: string) => string;
  children: (userId: string) => ReactNode;
}

function Checking({ text }: { text: string }) {
  return (
    <div className="message-page">
      <p role="status">{text}</p>
    </div>
  );
}

function HolderOnly<Access>({ userId, useAccess, holds, checking, accessError, children }: RoleGateProps<Access> & { userId: string }) {
  const { i18n } = useTranslation('server-errors');
  const access = useAccess(userId);
  if (access.isPending) return <Checking text={checking} />;
  if (access.isError) {
    return (
      <div className="message-page">
        <p role="alert">{accessError(serverErrorText(i18n, access.error, access.error.message))}</p>
      </div>
    );
  }
  if (!holds(access.data)) return <NotFoundRoute />;
  return access.data.twoFactorMissing ? <TwoFactorRequired missing={access.data.twoFactorMissing} /> : children(userId);
}

export function RoleGate<Access>(props: RoleGateProps<Access>) {
  const { state } = useAuth();
  // A page the server refused to this visitor (docs/performance.md "Refused pages") comes as its
  // not-found or sign-in view: it stays that while the session loads, so it paints before the script.
  const refused = useRefusedByServer();
  const signInAsked = useSignInAskedByServer();
  if (state.status === 'loading') return signInAsked ? <SignInToSeeRoute /> : refused ? <NotFoundRoute /> : <Checking text={props.checking} />;
  if (state.status === 'signed-out') return <SignInToSeeRoute />;
  return <HolderOnly userId={state.user.id} {...props} />;
}
