// /research/studies/:studyId (docs/research.md "Studies"): a study's page, for its owner and
// collaborators. Anybody else — also a researcher the study is not shared with — gets the
// not-found page, as for a study that does not exist.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { serverErrorText } from '../../lib/server-message.ts';
import { useStudy } from '../../features/research/api/studies-api.ts';
import { StudyPage } from '../../features/research/components/study-page.tsx';
import { NotFoundRoute } from './not-found.tsx';
import { ResearcherGate } from './research.tsx';
import { StudyLoading } from '../../features/research/components/study-loading.tsx';

function StudyLoader({ userId, studyId }: { userId: string; studyId: string }) {
  const { t, i18n } = useTranslation(['server-errors', 'studies']);
  const study = useStudy(userId, studyId);
  if (study.isPending) return <StudyLoading />;
  if (study.isError) {
    if (study.error instanceof ApiError && study.error.status === 404) return <NotFoundRoute />;
    return (
      <div className="message-page">
        <p role="alert">
          {t('studies.page.error', {
            message: serverErrorText(i18n, study.error, study.error.message),
          })}
        </p>
      </div>
    );
  }
  return <StudyPage userId={userId} study={study.data} />;
}

export function ResearchStudyRoute() {
  const { studyId = '' } = useParams();
  return (
    <ResearcherGate>
      {(userId) => <StudyLoader key={studyId} userId={userId} studyId={studyId} />}
    </ResearcherGate>
  );
}
