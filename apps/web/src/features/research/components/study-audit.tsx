// A study's audit trail on its page (docs/research.md "Audit trail"): when, who, what.
import { useTranslation } from 'react-i18next';
import type { StudyAudit as StudyAuditReply } from '@scicomm/shared/study-api';
import { serverErrorText } from '../../../lib/server-message.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { useStudyAudit } from '../api/study-audit-api.ts';

type AuditEvent = StudyAuditReply['events'][number];

function useDescribe() {
  const { t } = useTranslation(['server-errors', 'studies']);
  return (event: AuditEvent): string => {
    const { detail } = event;
    return t(`studies.audit.action.${event.action}`, {
      subject: event.subject ?? t('studies.audit.deletedAccount'),
      format: (detail.format ?? '').toUpperCase(),
      sessions: detail.sessions ?? 0,
      participants: detail.participants ?? 0,
      fields: (detail.fields ?? []).join(', '),
    });
  };
}

export function StudyAuditTrail({ userId, studyId }: { userId: string; studyId: string }) {
  const { t, i18n } = useTranslation(['server-errors', 'studies']);
  const audit = useStudyAudit(userId, studyId);
  const describe = useDescribe();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const who = (event: AuditEvent) =>
    event.actor ?? (event.actorDeleted ? t('studies.audit.deletedAccount') : t('studies.audit.commandLine'));
  return (
    <section aria-labelledby="study-audit" className="research__section">
      <h2 id="study-audit">{t('studies.audit.heading')}</h2>
      <p className="field__hint">{t('studies.audit.intro')}</p>
      {audit.isPending && <p role="status">{t('studies.audit.loading')}</p>}
      {audit.isError && (
        <p role="alert">{serverErrorText(i18n, audit.error, audit.error.message)}</p>
      )}
      {audit.data && (
        <div className="research__scroll">
          <DataTable
            className="research__audit"
            caption={t('studies.audit.caption')}
            rows={audit.data.events}
            rowKey={(event, index) => `${event.at}-${index}`}
            rowHeaders={false}
            columns={[
              { header: t('studies.audit.when'), cell: (event) => <time dateTime={event.at}>{when.format(new Date(event.at))}</time> },
              { header: t('studies.audit.who'), cell: who },
              { header: t('studies.audit.what'), cell: describe },
            ]}
          />
        </div>
      )}
    </section>
  );
}
