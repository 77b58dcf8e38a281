// A reader check's results for someone who is not its writer (a course's trainers, a study's
// members; docs/reader-check.md): the heat map, the agreement of the measure and the readers and
// the profile breakdown, as a writer sees their own check, without the writer's controls. A check
// the server does not show this visitor is the not-found page. The route that shows it names the
// page and the way back.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { HeatMap, MarkedWordsTable } from '../../features/reader-check/components/heat-map.tsx';
import { AgreementPanel, AnswersPanel, ProfilesPanel, WordLists } from '../../features/reader-check/components/results-panels.tsx';
import { NotFoundRoute } from './not-found.tsx';
import '../../features/reader-check/reader-check.css';

export interface ReaderCheckViewProps {
  readonly results: UseQueryResult<ReaderCheckResults>;
  /** The page's title and heading, from the check's title. */
  readonly title: (checkTitle: string) => string;
  readonly back: { readonly to: string; readonly label: string };
  /** What the page says when the results could not be loaded. */
  readonly loadFailed: string;
  /** Shows the readers' clarity rating, when the check asked for one. */
  readonly clarity?: boolean;
}

function Results({ results, title, back, clarity = false }: Omit<ReaderCheckViewProps, 'results' | 'loadFailed'> & { results: ReaderCheckResults }) {
  const { t } = useTranslation('reader-check');
  const heading = title(results.check.title);
  usePageTitle(heading);
  return (
    <div className="rc-page">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1>{heading}</h1>
      <p>{t('readerCheck.results.readers', { readers: results.readers, target: results.check.targetReaders })}</p>
      <p>
        {t('readerCheck.results.link')}: <code>{results.check.url}</code>
      </p>
      <h2>{t('readerCheck.results.heatTitle')}</h2>
      <HeatMap results={results} />
      <MarkedWordsTable results={results} />
      <h2>{t('readerCheck.results.agreementTitle')}</h2>
      <AgreementPanel results={results} />
      <WordLists results={results} />
      {clarity && results.clarity && (
        <>
          <h2>{t('readerCheck.results.questionsTitle')}</h2>
          <AnswersPanel results={results} />
        </>
      )}
      <h2>{t('readerCheck.results.profilesTitle')}</h2>
      <ProfilesPanel results={results} />
    </div>
  );
}

export function ReaderCheckView({ results, loadFailed, ...page }: ReaderCheckViewProps) {
  const { t } = useTranslation('reader-check');
  if (results.isPending)
    return (
      <p className="message-page" role="status">
        {t('readerCheck.results.loading')}
      </p>
    );
  if (results.isError) {
    if (results.error instanceof ApiError && results.error.status === 404) return <NotFoundRoute />;
    return (
      <div className="message-page">
        <p role="alert">{loadFailed}</p>
      </div>
    );
  }
  return <Results results={results.data} {...page} />;
}
