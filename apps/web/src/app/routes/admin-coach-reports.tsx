// /admin/coach-reports (docs/exercises.md "Reporting a wrong remark"): the admins' page of reported
// coach remarks. Anybody who is not an admin — a visitor, an ordinary user, an admin whose role was
// revoked — gets the not-found page, as for a path that does not exist; the API answers 404 too.
import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '../../features/admin/api/admin-api.ts';
import { CoachReportsPage } from '../../features/admin/components/coach-reports-page.tsx';
import { stageName } from '../../features/research/lib/stage-names.ts';
import { RoleGate } from './role-gate.tsx';

export function AdminCoachReportsRoute() {
  const { t } = useTranslation(['coachReports', 'server-errors']);
  // A stage in the words the research dashboard uses for it.
  const { t: studies } = useTranslation('studies');
  return (
    <RoleGate
      useAccess={useAdminAccess}
      holds={(access) => access.admin}
      checking={t('coachReports.admin.checking')}
      accessError={(message) => t('coachReports.admin.accessError', { message })}
    >
      {(userId) => <CoachReportsPage userId={userId} nameStage={(field) => stageName(studies, field)} />}
    </RoleGate>
  );
}
