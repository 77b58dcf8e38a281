// /research/studies/:studyId/reader-checks/:checkId (docs/reader-check.md "In a study"): one
// participant's reader check for the study's members, with the clarity rating, as
// reader-check-view.tsx shows someone else's check (the check goes with the study's data).
// Anybody else gets the not-found page, as for a study that does not exist.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStudyReaderCheckResults } from '../../features/research/api/study-reader-checks-api.ts';
import { ReaderCheckView } from './reader-check-view.tsx';
import { ResearcherGate } from './research.tsx';

function CheckLoader({ userId, studyId, checkId }: { userId: string; studyId: string; checkId: string }) {
  const { t } = useTranslation(['reader-check', 'studies']);
  const results = useStudyReaderCheckResults(userId, studyId, checkId);
  return (
    <ReaderCheckView
      results={results}
      title={(title) => t('studies.readerChecks.resultsTitle', { title })}
      back={{ to: `/research/studies/${studyId}`, label: t('studies.readerChecks.back') }}
      loadFailed={t('studies.readerChecks.loadError')}
      clarity
    />
  );
}

export function ResearchStudyReaderCheckRoute() {
  const { studyId = '', checkId = '' } = useParams();
  return (
    <ResearcherGate>
      {(userId) => <CheckLoader key={`${studyId}/${checkId}`} userId={userId} studyId={studyId} checkId={checkId} />}
    </ResearcherGate>
  );
}
