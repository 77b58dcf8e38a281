// One course (docs/courses.md): for its trainers the join code and link, the assignments, the
// form for a new one and the dashboard; for a student their assignments and the comments. A
// course the user is not in is not found.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCourse } from '../api/courses.ts';
import { AddTrainerForm } from './add-trainer-form.tsx';
import { AssignmentForm } from './assignment-form.tsx';
import { kindTitleKey } from './assignment-kind.ts';
import { BeforeAfter } from './before-after.tsx';
import { DashboardGrid } from './dashboard-grid.tsx';
import { JoinBox } from './join-box.tsx';
import { StudentCourse } from './student-course.tsx';
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
      <h1>{info.name}</h1>
      <p className="lead">
        {t(`courses.roles.${info.role}`)} · {t(`courses.languages.${info.language}`)} · {t(`courses.readers.${info.readers}`)} ·{' '}
        {t('courses.list.dates', { startsOn: info.startsOn, endsOn: info.endsOn })}
      </p>
      <p>{t('courses.trainersLine', { names: trainerNames(detail.trainers, t) })}</p>
      {info.role === 'student' ? (
        <StudentCourse userId={userId} detail={detail} />
      ) : (
        <>
          {info.joinCode && info.joinUrl && <JoinBox code={info.joinCode} url={info.joinUrl} />}
          <AddTrainerForm userId={userId} courseId={courseId} />
          <section aria-labelledby="course-assignments-title">
            <h2 id="course-assignments-title">{t('courses.assignments.heading')}</h2>
            {detail.assignments.length === 0 ? (
              <p>{t('courses.assignments.none')}</p>
            ) : (
              <ul className="course-assignments">
                {detail.assignments.map((assignment) => (
                  <li key={assignment.id}>
                    <strong>{assignment.title}</strong> · {t(kindTitleKey(assignment.kind))}
                    {assignment.mark && <> · {t(`courses.marks.${assignment.mark}`)}</>}
                    {assignment.dueOn && <> · {t('courses.assignments.due', { date: assignment.dueOn })}</>}
                  </li>
                ))}
              </ul>
            )}
            <AssignmentForm userId={userId} courseId={courseId} readers={info.readers} />
          </section>
          <DashboardGrid userId={userId} courseId={courseId} />
          <BeforeAfter userId={userId} courseId={courseId} />
        </>
      )}
    </div>
  );
}
