// /research/studies/:studyId/reader-checks/:checkId (docs/reader-check.md "In a study"): one
// participant's reader check for the study's members — the heat map, the agreement of the
// measure and the readers, the clarity rating and the profile breakdown, as a writer sees their
// own check, without the writer's controls (the check goes with the study's data). Anybody else
// gets the not-found page, as for a study that does not exist.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useStudyReaderCheckResults } from '../../features/research/api/study-reader-checks-api.ts';
import { HeatMap, MarkedWordsTable } from '../../features/reader-check/components/heat-map.tsx';
import { AgreementPanel, AnswersPanel, ProfilesPanel, WordLists } from '../../features/reader-check/components/results-panels.tsx';
import { NotFoundRoute } from './not-found.tsx';
import { ResearcherGate } from './research.tsx';
import '../../features/reader-check/reader-check.css';

function Results({ studyId, results }: { studyId: string; results: ReaderCheckResults }) {
  const { t } = useTranslation(['reader-check', 'studies']);
  usePageTitle(t('studies.readerChecks.resultsTitle', { title: results.check.title }));
  return (
    <div className="rc-page">
      <p>
        <Link to={`/research/studies/${studyId}`}>{t('studies.readerChecks.back')}</Link>
      </p>
      <h1>{t('studies.readerChecks.resultsTitle', { title: results.check.title })}</h1>
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
      {results.clarity && (
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

function CheckLoader({ userId, studyId, checkId }: { userId: string; studyId: string; checkId: string }) {
  const { t } = useTranslation(['reader-check', 'studies']);
  const results = useStudyReaderCheckResults(userId, studyId, checkId);
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
        <p role="alert">{t('studies.readerChecks.loadError')}</p>
      </div>
    );
  }
  return <Results studyId={studyId} results={results.data} />;
}

export function ResearchStudyReaderCheckRoute() {
  const { studyId = '', checkId = '' } = useParams();
  return (
    <ResearcherGate>
      {(userId) => <CheckLoader key={`${studyId}/${checkId}`} userId={userId} studyId={studyId} checkId={checkId} />}
    </ResearcherGate>
  );
}
