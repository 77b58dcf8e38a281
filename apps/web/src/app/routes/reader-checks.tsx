// /reader-checks (docs/reader-check.md "Creating a check"): the writer's reader checks and the
// form for a new one. Opened from a De-Jargonizer analysis (?analysis={id}), the form uses that
// analysis's saved text. Visitors are asked to sign in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useReaderChecks } from '../../features/reader-check/api/reader-checks.ts';
import { CreateCheckForm } from '../../features/reader-check/components/create-check-form.tsx';
import { ReaderCheckSession } from './reader-check-session.tsx';
import '../../features/reader-check/reader-check.css';
import '../../components/forms.css';

function CheckList({ userId }: { userId: string }) {
  const { t } = useTranslation('reader-check');
  const checks = useReaderChecks(userId);
  const [compared, setCompared] = useState<string[]>([]);
  if (checks.isPending) return <p role="status">{t('readerCheck.results.loading')}</p>;
  if (checks.isError) return <p role="alert">{t('readerCheck.list.loadFailed')}</p>;
  if (checks.data.length === 0) return <p>{t('readerCheck.list.none')}</p>;
  const toggle = (id: string, on: boolean) => setCompared(on ? [...compared, id] : compared.filter((other) => other !== id));
  return (
    <>
      <ul className="rc-list">
        {checks.data.map((check) => (
          <li key={check.id}>
            <input
              type="checkbox"
              aria-label={t('readerCheck.compare.pick', { title: check.title })}
              checked={compared.includes(check.id)}
              onChange={(event) => toggle(check.id, event.target.checked)}
            />{' '}
            <Link to={`/reader-checks/${check.id}`}>{check.title}</Link> ·{' '}
            {t(check.state === 'open' ? 'readerCheck.list.open' : 'readerCheck.list.closed')} ·{' '}
            {t('readerCheck.list.readers', { readers: check.readers, target: check.targetReaders })}
          </li>
        ))}
      </ul>
      {compared.length >= 2 && (
        <p>
          <Link className="button button--secondary" to={`/reader-checks/compare?ids=${compared.join(',')}`}>
            {t('readerCheck.compare.open', { count: compared.length })}
          </Link>
        </p>
      )}
    </>
  );
}

export function ReaderChecksRoute() {
  const { t } = useTranslation('reader-check');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle(t('readerCheck.list.title'));
  return (
    <div className="rc-page">
      <h1>{t('readerCheck.list.title')}</h1>
      <p className="lead">{t('readerCheck.list.intro')}</p>
      <ReaderCheckSession>
        {(userId) => (
          <>
            <h2>{t('readerCheck.list.yours')}</h2>
            <CheckList userId={userId} />
            <CreateCheckForm userId={userId} analysisId={params.get('analysis')} onCreated={(check) => void navigate(`/reader-checks/${check.id}`)} />
          </>
        )}
      </ReaderCheckSession>
    </div>
  );
}
