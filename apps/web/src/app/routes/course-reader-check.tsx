// /courses/{courseId}/submissions/{submissionId}/reader-check (docs/courses.md "Reader checks"):
// the results of a student's text sent to the course's readers, for the course's trainers, as
// reader-check-view.tsx shows someone else's check (the check is the submission's). Anybody else
// gets the not-found page.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { useSubmissionReaderCheckResults } from '../../features/courses/api/reader-checks.ts';
import { NotFoundRoute } from './not-found.tsx';
import { ReaderCheckView } from './reader-check-view.tsx';

function ResultsLoader({ userId, courseId, submissionId }: { userId: string; courseId: string; submissionId: string }) {
  const { t } = useTranslation(['reader-check', 'courses']);
  const results = useSubmissionReaderCheckResults(userId, courseId, submissionId);
  return (
    <ReaderCheckView
      results={results}
      title={(title) => t('courses.readerCheck.resultsTitle', { title })}
      back={{ to: `/courses/${courseId}/submissions/${submissionId}`, label: t('courses.readerCheck.back') }}
      loadFailed={t('courses.readerCheck.loadFailed')}
    />
  );
}

export function CourseReaderCheckRoute() {
  const { state } = useAuth();
  const { courseId = '', submissionId = '' } = useParams();
  if (state.status === 'loading') return null;
  if (state.status !== 'signed-in') return <NotFoundRoute />;
  return <ResultsLoader key={submissionId} userId={state.user.id} courseId={courseId} submissionId={submissionId} />;
}
