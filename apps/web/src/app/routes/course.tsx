// /courses/{courseId} (docs/courses.md): the course as the signed-in user sees it, a trainer or a
// student; not found for anybody else (the server answers 404) and for visitors.
import { useParams } from 'react-router';
import { CoursePage } from '../../features/courses/components/course-page.tsx';
import { CourseMembersGate } from './course-members-gate.tsx';
import { NotFoundRoute } from './not-found.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

export function CourseRoute() {
  const { courseId = '' } = useParams();
  return <CourseMembersGate>{(userId) => <CoursePage key={courseId} userId={userId} courseId={courseId} notFound={<NotFoundRoute />} />}</CourseMembersGate>;
}
