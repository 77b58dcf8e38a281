// /research (docs/research.md "The page"): the researchers' page. Anybody who is not a
// researcher — a visitor, an ordinary user, a researcher whose role was revoked — gets the
// not-found page, exactly as for a path that does not exist; the server answers 404 too. A
// researcher whose session has not passed two-factor sign-in is told to set it up or sign in
// again with the code (docs/research.md "Two-factor sign-in"); the server answers them 403.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorRequired } from '../../components/two-factor-required.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useRefusedByServer } from '../../lib/prerender-data.tsx';
import { serverErrorText } from '../../lib/server-message.ts';
import { useResearchAccess } from '../../features/research/api/research-api.ts';
import { ResearchPage } from '../../features/research/components/research-page.tsx';
import { NotFoundRoute } from './not-found.tsx';

function Loading() {
  const { t } = useTranslation(['research', 'server-errors']);
  return (
    <div className="message-page">
      <p role="status">{t('research.checking')}</p>
    </div>
  );
}

function ResearcherOnly({ userId, children }: { userId: string; children: (userId: string) => ReactNode }) {
  const { t, i18n } = useTranslation(['research', 'server-errors']);
  const access = useResearchAccess(userId);
  if (access.isPending) return <Loading />;
  if (access.isError) {
    return (
      <div className="message-page">
        <p role="alert">{t('research.accessError', { message: serverErrorText(i18n, access.error, access.error.message) })}</p>
      </div>
    );
  }
  if (!access.data.researcher) return <NotFoundRoute />;
  return access.data.twoFactorMissing ? <TwoFactorRequired missing={access.data.twoFactorMissing} /> : children(userId);
}

/** Renders its content for a signed-in researcher; anybody else gets the not-found page. */
export function ResearcherGate({ children }: { children: (userId: string) => ReactNode }) {
  const { state } = useAuth();
  // A page the server refused to this visitor (docs/performance.md "Refused pages") comes as the
  // not-found view: it stays that while the session loads, so it paints before the script.
  const refused = useRefusedByServer();
  if (state.status === 'loading') return refused ? <NotFoundRoute /> : <Loading />;
  if (state.status === 'signed-out') return <NotFoundRoute />;
  return <ResearcherOnly userId={state.user.id}>{children}</ResearcherOnly>;
}

export function ResearchRoute() {
  return <ResearcherGate>{(userId) => <ResearchPage userId={userId} />}</ResearcherGate>;
}
