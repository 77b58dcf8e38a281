// The notice's text (course-work-notice.tsx loads it only for a course): what the student does
// here is kept for the course.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseAssignmentRef } from '../../../lib/course-assignment.ts';

export default function CourseWorkNoticeText({ forCourse }: { forCourse: CourseAssignmentRef }) {
  const { t } = useTranslation('courses');
  return (
    <p className="course-work-notice" role="note">
      {t('courses.workNotice.text')}{' '}
      <Link to={`/courses/${encodeURIComponent(forCourse.course)}`}>{t('courses.workNotice.back')}</Link>
    </p>
  );
}
