// /courses/{courseId}/submissions/{submissionId}/reader-check (docs/courses.md "Reader checks"):
// the results of a student's text sent to the course's readers, for the course's trainers — the
// heat map, the agreement of the measure and the readers and the profile breakdown, as a writer
// sees their own check, without the writer's controls (the check is the submission's). Anybody
// else gets the not-found page.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSubmissionReaderCheckResults } from '../../features/courses/api/reader-checks.ts';
import { HeatMap, MarkedWordsTable } from '../../features/reader-check/components/heat-map.tsx';
import { AgreementPanel, ProfilesPanel, WordLists } from '../../features/reader-check/components/results-panels.tsx';
import { NotFoundRoute } from './not-found.tsx';
import '../../features/reader-check/reader-check.css';

function Results({ back, results }: { back: string; results: ReaderCheckResults }) {
  const { t } = useTranslation(['reader-check', 'courses']);
  const title = t('courses.readerCheck.resultsTitle', { title: results.check.title });
  usePageTitle(title);
  return (
    <div className="rc-page">
      <p>
        <Link to={back}>{t('courses.readerCheck.back')}</Link>
      </p>
      <h1>{title}</h1>
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
      <h2>{t('readerCheck.results.profilesTitle')}</h2>
      <ProfilesPanel results={results} />
    </div>
  );
}

function ResultsLoader({ userId, courseId, submissionId }: { userId: string; courseId: string; submissionId: string }) {
  const { t } = useTranslation(['reader-check', 'courses']);
  const results = useSubmissionReaderCheckResults(userId, courseId, submissionId);
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
        <p role="alert">{t('courses.readerCheck.loadFailed')}</p>
      </div>
    );
  }
  return <Results back={`/courses/${courseId}/submissions/${submissionId}`} results={results.data} />;
}

export function CourseReaderCheckRoute() {
  const { state } = useAuth();
  const { courseId = '', submissionId = '' } = useParams();
  if (state.status === 'loading') return null;
  if (state.status !== 'signed-in') return <NotFoundRoute />;
  return <ResultsLoader key={submissionId} userId={state.user.id} courseId={courseId} submissionId={submissionId} />;
}
