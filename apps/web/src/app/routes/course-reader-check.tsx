// /courses/{courseId}/submissions/{submissionId}/reader-check (docs/courses.md "Reader checks"):
// the results of a student's text sent to the course's readers, for the course's trainers, as
// reader-check-view.tsx shows someone else's check (the check is the submission's). Anybody else
// gets the not-found page.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSubmissionReaderCheckResults } from '../../features/courses/api/reader-checks.ts';
import { CourseMembersGate } from './course-members-gate.tsx';
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
  const { courseId = '', submissionId = '' } = useParams();
  return <CourseMembersGate>{(userId) => <ResultsLoader key={submissionId} userId={userId} courseId={courseId} submissionId={submissionId} />}</CourseMembersGate>;
}
