// A study's reader checks on its page (docs/reader-check.md "In a study"): one row per
// participant who finished — their name, arm, readers so far against those wanted, the readers'
// link to send them yourself, and the results.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Study } from '@scicomm/shared/study-api';
import { CopyButton } from '../../../components/copy-button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { useStudyReaderChecks } from '../api/study-reader-checks-api.ts';

export function StudyReaderChecks({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation('studies');
  const id = useId();
  const checks = useStudyReaderChecks(userId, study.id);
  const list = checks.data?.checks ?? [];
  if (study.readerCheck === null && list.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="research__section">
      <h2 id={`${id}-heading`}>{t('studies.readerChecks.heading')}</h2>
      <p>{t('studies.readerChecks.intro')}</p>
      {checks.isError && <p role="alert">{t('studies.readerChecks.loadError')}</p>}
      {checks.isSuccess && list.length === 0 && <p>{t('studies.readerChecks.none')}</p>}
      {list.length > 0 && (
        <div className="research__scroll" tabIndex={0} role="region" aria-label={t("studies.readerChecks.caption")}>
          <DataTable
            className="research__table"
            caption={t('studies.readerChecks.caption')}
            rows={list}
            rowKey={(check) => check.id}
            columns={[
              { header: t('studies.readerChecks.participant'), cell: (check) => check.participantName ?? t('studies.readerChecks.unnamed') },
              { header: t('studies.readerChecks.arm'), cell: (check) => t(`studies.armShort.${check.arm}`) },
              {
                header: t('studies.readerChecks.readers'),
                cell: (check) => t('studies.readerChecks.readersOf', { readers: check.readers, target: check.targetReaders }),
              },
              {
                header: t('studies.readerChecks.link'),
                cell: (check) => <CopyButton text={check.url} label={t('studies.readerChecks.copyLink')} copiedLabel={t('studies.links.copied')} />,
              },
              {
                header: t('studies.readerChecks.results'),
                cell: (check) => (
                  <Link to={`/research/studies/${study.id}/reader-checks/${check.id}`}>
                    {t('studies.readerChecks.open', { name: check.participantName ?? t('studies.readerChecks.unnamed') })}
                  </Link>
                ),
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}
