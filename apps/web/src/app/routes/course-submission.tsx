// /courses/{courseId}/submissions/{submissionId} (docs/courses.md "Comments"): a student's text
// with the comments on it, for the course's trainers and the student who wrote it.
import { useParams } from 'react-router';
import { SubmissionPage } from '../../features/courses/components/submission-page.tsx';
import { CourseMembersGate } from './course-members-gate.tsx';
import { NotFoundRoute } from './not-found.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

export function CourseSubmissionRoute() {
  const { courseId = '', submissionId = '' } = useParams();
  return (
    <CourseMembersGate>
      {(userId) => <SubmissionPage key={submissionId} userId={userId} courseId={courseId} submissionId={submissionId} notFound={<NotFoundRoute />} />}
    </CourseMembersGate>
  );
}
