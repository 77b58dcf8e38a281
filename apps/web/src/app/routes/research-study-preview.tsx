// /research/studies/:studyId/preview/:arm (docs/research.md "Studies"): a study's member runs an
// arm's exercise exactly as a participant would; the server stores nothing of it.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EXERCISE_KEYS, STUDY_ARMS, type Study, type StudyArm } from '@scicomm/shared/study-api';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useStudy } from '../../features/research/api/studies-api.ts';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { NotFoundRoute } from './not-found.tsx';
import { ResearcherGate } from './research.tsx';
import { StudyLoading } from '../../features/research/components/study-loading.tsx';

function Preview({ study, arm }: { study: Study; arm: StudyArm }) {
  const { t } = useTranslation('studies');
  usePageTitle(study.title);
  const exercise = EXERCISE_KEYS[study.exercise];
  return (
    <div className="exercise-page">
      <p role="note" className="chat__notice">
        {t('studies.preview.banner', { arm: t(`studies.arm.${arm}`) })}{' '}
        <Link to={`/research/studies/${study.id}`}>{t('studies.preview.back')}</Link>
      </p>
      <h1>{study.title}</h1>
      {study.description && <p className="lead">{study.description}</p>}
      <ChatScreen
        exercise={exercise}
        endpoint={`/api/studies/${study.id}/preview/${arm}/turn`}
        initialFields={{ isResearch: true }}
        research="study"
      />
    </div>
  );
}

function PreviewLoader({
  userId,
  studyId,
  arm,
}: {
  userId: string;
  studyId: string;
  arm: StudyArm;
}) {
  const study = useStudy(userId, studyId);
  if (study.isPending) return <StudyLoading />;
  // Any failure, a study the user may not see included, is the not-found page: a preview has no error page of its own.
  if (study.isError || !study.data.arms.includes(arm)) return <NotFoundRoute />;
  return <Preview study={study.data} arm={arm} />;
}

export function ResearchStudyPreviewRoute() {
  const { studyId = '', arm = '' } = useParams();
  // The gate first: a visitor is asked to sign in whatever the address says.
  return (
    <ResearcherGate>
      {(userId) =>
        (STUDY_ARMS as readonly string[]).includes(arm) ? (
          <PreviewLoader key={`${studyId}-${arm}`} userId={userId} studyId={studyId} arm={arm as StudyArm} />
        ) : (
          <NotFoundRoute />
        )
      }
    </ResearcherGate>
  );
}
