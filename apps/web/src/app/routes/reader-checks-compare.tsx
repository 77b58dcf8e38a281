// /reader-checks/compare?ids=a,b (docs/reader-check.md "Comparing checks"): up to four of the
// writer's checks side by side, e.g. a class's texts before and after a course. Each check's
// results come from its own results call, so the server needs no route of its own for this.
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { readerCheckResultsQuery } from '../../features/reader-check/api/reader-checks.ts';
import { CompareChecks } from '../../features/reader-check/components/compare-checks.tsx';
import { ReaderCheckSession } from './reader-check-session.tsx';
import '../../features/reader-check/reader-check.css';

/** The most checks one table shows. */
const MAX_COMPARED = 4;

function Compared({ ids, userId }: { ids: string[]; userId: string }) {
  const { t } = useTranslation('reader-check');
  const queries = useQueries({
    queries: ids.map((id) => readerCheckResultsQuery(userId, id)),
  });
  if (queries.some((query) => query.isError)) return <p role="alert">{t('readerCheck.results.notFound')}</p>;
  const loaded = queries.flatMap((query) => (query.data ? [query.data] : []));
  if (loaded.length < ids.length) return <p role="status">{t('readerCheck.results.loading')}</p>;
  return <CompareChecks checks={loaded} />;
}

export function ReaderChecksCompareRoute() {
  const { t } = useTranslation('reader-check');
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter((id) => id !== ''))].slice(0, MAX_COMPARED);
  usePageTitle(t('readerCheck.compare.title'));
  return (
    <div className="rc-page">
      <p>
        <Link to="/reader-checks">{t('readerCheck.results.back')}</Link>
      </p>
      <h1>{t('readerCheck.compare.title')}</h1>
      <p>{t('readerCheck.compare.intro')}</p>
      <ReaderCheckSession>
        {(userId) => (ids.length < 2 ? <p>{t('readerCheck.compare.pickTwo')}</p> : <Compared ids={ids} userId={userId} />)}
      </ReaderCheckSession>
    </div>
  );
}
