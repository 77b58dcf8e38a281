// /courses/{courseId} (docs/courses.md): the course as the signed-in user sees it, a trainer or a
// student; not found for anybody else (the server answers 404) and for visitors.
import { useParams } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { CoursePage } from '../../features/courses/components/course-page.tsx';
import { NotFoundRoute } from './not-found.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

export function CourseRoute() {
  const { state } = useAuth();
  const { courseId = '' } = useParams();
  if (state.status === 'loading') return null;
  if (state.status !== 'signed-in') return <NotFoundRoute />;
  return <CoursePage key={courseId} userId={state.user.id} courseId={courseId} notFound={<NotFoundRoute />} />;
}
