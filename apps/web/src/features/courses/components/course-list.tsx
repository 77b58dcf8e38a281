// The user's courses (docs/courses.md): those they train and those they study in, newest first,
// and those a trainer removed them from, said as such and opening nothing.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourses } from '../api/courses.ts';

export function CourseList({ userId }: { userId: string }) {
  const { t } = useTranslation('courses');
  const courses = useCourses(userId);
  if (courses.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (courses.isError) return <p role="alert">{t('courses.list.loadFailed')}</p>;
  if (courses.data.length === 0) return <p>{t('courses.list.none')}</p>;
  return (
    <ul className="course-list">
      {courses.data.map((course) => (
        <li key={course.id}>
          {course.removed ? (
            <>
              <bdi>{course.name}</bdi> · {t('courses.list.removed')}
            </>
          ) : (
            <>
              <Link to={`/courses/${course.id}`}>
                <bdi>{course.name}</bdi>
              </Link> · {t(`courses.roles.${course.role}`)} ·{' '}
              {t('courses.list.dates', { startsOn: course.startsOn, endsOn: course.endsOn })}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
