// The Research page's corpora (docs/research.md "Corpora"): the researcher's corpus jobs with a
// progress bar that follows the job (polled while it runs), pause / resume / cancel, the results
// as CSV or Parquet and the summary's histogram; then the upload form.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorpusJob, CorpusSummary } from '@scicomm/shared/corpus-api';
import { downloadCorpusResults, useCorpusJobAction, useCorpusJobs, useCorpusSummary } from '../api/corpora-api.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { CorpusUploadForm } from './corpus-upload-form.tsx';

export function CorporaSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['research', 'server-errors']);
  const headingId = useId();
  const jobs = useCorpusJobs(userId);
  return (
    <section aria-labelledby={headingId} className="research__corpora">
      <h2 id={headingId}>{t('research.corpora.heading')}</h2>
      <p>{t('research.corpora.intro')}</p>
      {jobs.isPending ? (
        <p role="status">{t('research.corpora.loading')}</p>
      ) : jobs.isError ? (
        <p role="alert" className="field__error">
          {t('research.corpora.loadError', { message: serverErrorText(i18n, jobs.error, jobs.error.message) })}
        </p>
      ) : jobs.data.jobs.length === 0 ? (
        <p>{t('research.corpora.none')}</p>
      ) : (
        <ul className="research__corpus-list">
          {jobs.data.jobs.map((job) => (
            <li key={job.id}>
              <CorpusJobItem userId={userId} job={job} />
            </li>
          ))}
        </ul>
      )}
      <CorpusUploadForm userId={userId} />
    </section>
  );
}

function CorpusJobItem({ userId, job }: { userId: string; job: CorpusJob }) {
  const { t, i18n } = useTranslation(['research', 'server-errors']);
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const headingId = useId();
  const progressId = useId();
  const action = useCorpusJobAction(userId);
  const download = useFileDownload(downloadCorpusResults, ({ format }) => `results.${format}`);
  const [showSummary, setShowSummary] = useState(false);
  const minutesLeft = job.secondsLeft === null ? null : Math.max(1, Math.round(job.secondsLeft / 60));
  const progressText = [
    t('research.corpora.progress', { done: numbers.format(job.done), total: numbers.format(job.total) }),
    job.status === 'running' && job.textsPerSecond !== null ? t('research.corpora.rate', { rate: numbers.format(job.textsPerSecond) }) : null,
    minutesLeft !== null ? t('research.corpora.left', { count: minutesLeft }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const hasResults = job.done > 0;
  const error = action.error ?? download.error;

  return (
    <article aria-labelledby={headingId} className="research__corpus">
      <h3 id={headingId} dir="auto">
        {job.name}
      </h3>
      <p>
        {t(`research.corpora.status.${job.status}`)}
        {job.own ? '' : ` · ${t('research.corpora.shared')}`}
        {job.error ? ` · ${job.error}` : ''}
      </p>
      <progress id={progressId} max={Math.max(1, job.total)} value={job.done} aria-labelledby={headingId} aria-describedby={`${progressId}-text`} />
      <p id={`${progressId}-text`}>{progressText}</p>
      <div className="research__actions">
        {job.own && job.status === 'running' && (
          <button type="button" className="button" disabled={action.isPending} onClick={() => action.mutate({ id: job.id, action: 'pause' })}>
            {t('research.corpora.pause')}
          </button>
        )}
        {job.own && job.status === 'paused' && (
          <button type="button" className="button" disabled={action.isPending} onClick={() => action.mutate({ id: job.id, action: 'resume' })}>
            {t('research.corpora.resume')}
          </button>
        )}
        {job.own && (job.status === 'running' || job.status === 'paused') && (
          <button type="button" className="button button--secondary" disabled={action.isPending} onClick={() => action.mutate({ id: job.id, action: 'cancel' })}>
            {t('research.corpora.cancel')}
          </button>
        )}
        {hasResults && (
          <>
            <button type="button" className="button" disabled={download.isPending} onClick={() => download.mutate({ id: job.id, format: 'csv' })}>
              {t('research.corpora.downloadCsv')}
            </button>
            <button type="button" className="button button--secondary" disabled={download.isPending} onClick={() => download.mutate({ id: job.id, format: 'parquet' })}>
              {t('research.corpora.downloadParquet')}
            </button>
            <button type="button" className="button button--secondary" aria-expanded={showSummary} onClick={() => setShowSummary(!showSummary)}>
              {t('research.corpora.summary')}
            </button>
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="field__error">
          {t('research.corpora.actionError', { message: serverErrorText(i18n, error, error.message) })}
        </p>
      )}
      {showSummary && <CorpusSummaryView userId={userId} jobId={job.id} />}
    </article>
  );
}

function CorpusSummaryView({ userId, jobId }: { userId: string; jobId: string }) {
  const { t, i18n } = useTranslation(['research', 'server-errors']);
  const summary = useCorpusSummary(userId, jobId, true);
  if (summary.isPending) return <p role="status">{t('research.corpora.loading')}</p>;
  if (summary.isError)
    return (
      <p role="alert" className="field__error">
        {t('research.corpora.loadError', { message: serverErrorText(i18n, summary.error, summary.error.message) })}
      </p>
    );
  const data = summary.data;
  return (
    <div className="research__corpus-summary">
      <p>
        {t('research.corpora.measured', { measured: data.measured, failed: data.failed })}
        {data.meanScore !== null ? ` · ${t('research.corpora.mean', { mean: data.meanScore })}` : ''}
      </p>
      <Histogram caption={t('research.corpora.histogram')} bins={data.histogram} />
      {[...data.periods, ...data.groups].length > 1 && (
        <DataTable
          className="research__table"
          caption={t('research.corpora.parts')}
          rows={[...data.periods, ...data.groups]}
          rowKey={(part, index) => `${index}-${part.name}`}
          columns={[
            { header: t('research.corpora.part'), cell: (part) => part.name || '—', dir: 'auto' },
            { header: t('research.corpora.texts'), cell: (part) => part.texts },
            { header: t('research.corpora.meanScore'), cell: (part) => part.meanScore ?? '—' },
          ]}
        />
      )}
    </div>
  );
}

/** The scores' histogram as a table whose count cells carry a bar: read as figures, seen as bars. */
function Histogram({ caption, bins }: { caption: string; bins: CorpusSummary['histogram'] }) {
  const { t } = useTranslation('research');
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  return (
    <DataTable
      className="research__table research__histogram"
      caption={caption}
      rows={bins}
      rowKey={(bin) => String(bin.from)}
      columns={[
        { header: t('research.corpora.scores'), cell: (bin) => `${bin.from}–${bin.to}` },
        {
          header: t('research.corpora.texts'),
          cell: (bin) => (
            <span className="research__bar-cell">
              <span className="research__bar" style={{ inlineSize: `${(bin.count / most) * 100}%` }} aria-hidden="true" />
              {bin.count}
            </span>
          ),
        },
      ]}
    />
  );
}
