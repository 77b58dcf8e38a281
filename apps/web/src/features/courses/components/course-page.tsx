// One course (docs/courses.md): for its trainers the join code, the course's people and
// assignments with their corrections, and the dashboard; for a student their assignments and the comments. A
// course the user is not in is not found.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCourse } from '../api/courses.ts';
import { StudentCourse } from './student-course.tsx';
import { TrainerCourse } from './trainer-course.tsx';
import { trainerNames } from './person-name.tsx';

export function CoursePage({ userId, courseId, notFound }: { userId: string; courseId: string; notFound: React.ReactNode }) {
  const { t } = useTranslation(['courses', 'translation']);
  const course = useCourse(userId, courseId);
  usePageTitle(course.data?.course.name ?? t('courses.list.title'));
  if (course.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) return <>{notFound}</>;
    return <p role="alert">{t('courses.loadFailed')}</p>;
  }
  const detail = course.data;
  const info = detail.course;
  return (
    <div className="course-page">
      <h1>
        <bdi>{info.name}</bdi>
      </h1>
      <p className="lead">
        {t(`courses.roles.${info.role}`)} · {t(`courses.languages.${info.language}`)} · {t(`courses.readers.${info.readers}`)} ·{' '}
        {t('courses.list.dates', { startsOn: info.startsOn, endsOn: info.endsOn })}
      </p>
      <p>{t('courses.trainersLine', { names: trainerNames(detail.trainers, t) })}</p>
      {info.role === 'student' ? (
        <StudentCourse userId={userId} detail={detail} />
      ) : (
        <TrainerCourse userId={userId} detail={detail} />
      )}
    </div>
  );
}
