// /courses/{courseId}/submissions/{submissionId} (docs/courses.md "Comments"): a student's text
// with the comments on it, for the course's trainers and the student who wrote it.
import { useParams } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { SubmissionPage } from '../../features/courses/components/submission-page.tsx';
import { NotFoundRoute } from './not-found.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

export function CourseSubmissionRoute() {
  const { state } = useAuth();
  const { courseId = '', submissionId = '' } = useParams();
  if (state.status === 'loading') return null;
  if (state.status !== 'signed-in') return <NotFoundRoute />;
  return <SubmissionPage key={submissionId} userId={state.user.id} courseId={courseId} submissionId={submissionId} notFound={<NotFoundRoute />} />;
}
