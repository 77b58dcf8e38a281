// /admin/coach-reports (docs/exercises.md "Reporting a wrong remark"): the admins' page of reported
// coach remarks. Anybody who is not an admin — a visitor, an ordinary user, an admin whose role was
// revoked — gets the not-found page, as for a path that does not exist; the API answers 404 too.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorRequired } from '../../components/two-factor-required.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useRefusedByServer } from '../../lib/prerender-data.tsx';
import { serverErrorText } from '../../lib/server-message.ts';
import { useAdminAccess } from '../../features/admin/api/admin-api.ts';
import { CoachReportsPage } from '../../features/admin/components/coach-reports-page.tsx';
import { stageName } from '../../features/research/lib/stage-names.ts';
import { NotFoundRoute } from './not-found.tsx';

function Checking() {
  const { t } = useTranslation(['coachReports', 'server-errors']);
  return (
    <div className="message-page">
      <p role="status">{t('coachReports.admin.checking')}</p>
    </div>
  );
}

function AdminOnly({ userId, children }: { userId: string; children: (userId: string) => ReactNode }) {
  const { t, i18n } = useTranslation(['coachReports', 'server-errors']);
  const access = useAdminAccess(userId);
  if (access.isPending) return <Checking />;
  if (access.isError) {
    return (
      <div className="message-page">
        <p role="alert">{t('coachReports.admin.accessError', { message: serverErrorText(i18n, access.error, access.error.message) })}</p>
      </div>
    );
  }
  if (!access.data.admin) return <NotFoundRoute />;
  return access.data.twoFactorMissing ? <TwoFactorRequired missing={access.data.twoFactorMissing} /> : children(userId);
}

export function AdminCoachReportsRoute() {
  const { state } = useAuth();
  // A stage in the words the research dashboard uses for it.
  const { t: studies } = useTranslation('studies');
  // Refused by the server (the not-found view in the HTML): kept while the session loads.
  const refused = useRefusedByServer();
  if (state.status === 'loading') return refused ? <NotFoundRoute /> : <Checking />;
  if (state.status === 'signed-out') return <NotFoundRoute />;
  return <AdminOnly userId={state.user.id}>{(userId) => <CoachReportsPage userId={userId} nameStage={(field) => stageName(studies, field)} />}</AdminOnly>;
}
