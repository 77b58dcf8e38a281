// A study's page (docs/research.md "Studies"): what it is, its links and QR codes, the
// dashboard, the export, its settings and collaborators, and the deletion of its data. The route
// shows it to researchers only; a study the caller may not see is "Page not found".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Study } from '@scicomm/shared/study-api';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { StudyCollaborators, StudyExport, StudyRetention, StudySettings } from './study-admin.tsx';
import { StudyAuditTrail } from './study-audit.tsx';
import { StudyDashboardPanel } from './study-dashboard.tsx';
import { StudyLinks } from './study-links.tsx';
import { StudyReaderChecks } from './study-reader-checks.tsx';
import '../../../components/forms.css';
import '../research.css';

export function StudyPage({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation('studies');
  usePageTitle(study.title);
  return (
    <div className="research">
      <p>
        <Link to="/research">{t('studies.page.back')}</Link>
      </p>
      <h1 dir="auto">{study.title}</h1>
      <p>
        {t('studies.page.summary', {
          exercise: t(`studies.exercise.${study.exercise}`),
          allocation: t(`studies.page.${study.allocation}`),
        })}{' '}
        · {study.arms.map((arm) => t(`studies.arm.${arm}`)).join(' / ')} ·{' '}
        <strong>{t(`studies.state.${study.state}`)}</strong>
      </p>
      <p className="field__hint">
        {/* A name in place of the address; researchers add each other by address, so one without a name shows it. */}
        {t('studies.page.owner', { email: `\u2068${study.owner.name.trim() || study.owner.email}\u2069` })}
      </p>
      <StudyLinks study={study} />
      <StudyDashboardPanel userId={userId} studyId={study.id} />
      <StudyReaderChecks userId={userId} study={study} />
      <StudyExport userId={userId} study={study} />
      <StudySettings key={study.id} userId={userId} study={study} />
      <StudyCollaborators userId={userId} study={study} />
      <StudyRetention userId={userId} study={study} />
      <StudyAuditTrail userId={userId} studyId={study.id} />
    </div>
  );
}
