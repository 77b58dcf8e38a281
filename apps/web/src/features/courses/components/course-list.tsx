// The user's courses (docs/courses.md): those they train and those they study in, newest first,
// and those a trainer removed them from, said as such and opening nothing. A student who just left
// a course reads here what became of their work.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCourses } from '../api/courses.ts';
import { isolatedName } from './person-name.tsx';

/** What the course page's Leave passes on to this list (router state). */
export interface LeftCourse {
  leftCourse: string;
  workRemoved: boolean;
}

const leftCourseOf = (state: unknown): LeftCourse | null =>
  typeof state === 'object' && state !== null && 'leftCourse' in state && typeof state.leftCourse === 'string'
    ? { leftCourse: state.leftCourse, workRemoved: 'workRemoved' in state && state.workRemoved === true }
    : null;

export function CourseList({ userId }: { userId: string }) {
  const { t } = useTranslation('courses');
  const left = leftCourseOf(useLocation().state);
  return (
    <>
      {left && (
        <p role="status">
          {t(left.workRemoved ? 'courses.leave.leftRemoved' : 'courses.leave.leftKept', { name: isolatedName(left.leftCourse) })}
        </p>
      )}
      <Courses userId={userId} />
    </>
  );
}

function Courses({ userId }: { userId: string }) {
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
