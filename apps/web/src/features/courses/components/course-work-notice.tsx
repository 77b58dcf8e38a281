// Shown on an exercise or the De-Jargonizer when the student's course page opened it for an
// assignment (?course=…&assignment=…): what they do here is kept for the course.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseAssignmentRef } from '../../../lib/course-assignment.ts';

export function CourseWorkNotice({ forCourse }: { forCourse: CourseAssignmentRef | null }) {
  const { t } = useTranslation('courses');
  if (!forCourse) return null;
  return (
    <p className="course-work-notice" role="note">
      {t('courses.workNotice.text')}{' '}
      <Link to={`/courses/${encodeURIComponent(forCourse.course)}`}>{t('courses.workNotice.back')}</Link>
    </p>
  );
}
