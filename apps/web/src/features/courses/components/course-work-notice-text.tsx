// The notice's text (course-work-notice.tsx loads it only for a course): which assignment of which
// course the student is doing and for which readers (once the course page's data is in), and that
// what they do here is kept for the course.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import type { CourseAssignmentRef } from '../../../lib/course-assignment.ts';
import { useCourse } from '../api/courses.ts';
import { isolatedName } from './person-name.tsx';

function AssignmentNamed({ userId, forCourse }: { userId: string; forCourse: CourseAssignmentRef }) {
  const { t } = useTranslation('courses');
  const course = useCourse(userId, forCourse.course);
  const assignment = course.data?.assignments.find((entry) => entry.id === forCourse.assignment);
  if (!course.data || !assignment) return null;
  return (
    <>
      <strong>
        {t('courses.workNotice.assignment', {
          assignment: isolatedName(assignment.title),
          course: isolatedName(course.data.course.name),
          readers: t(`courses.readers.${assignment.readers}`),
        })}
      </strong>{' '}
    </>
  );
}

export default function CourseWorkNoticeText({ forCourse }: { forCourse: CourseAssignmentRef }) {
  const { t } = useTranslation('courses');
  const { state } = useAuth();
  return (
    <p className="course-work-notice" role="note">
      {state.status === 'signed-in' && <AssignmentNamed userId={state.user.id} forCourse={forCourse} />}
      {t('courses.workNotice.text')}{' '}
      <Link to={`/courses/${encodeURIComponent(forCourse.course)}`}>{t('courses.workNotice.back')}</Link>
    </p>
  );
}
