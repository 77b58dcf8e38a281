// /courses (docs/courses.md): the signed-in user's courses, the form for a new one (its creator
// is its trainer) and the join-code field. Visitors are asked to sign in.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CourseList } from '../../features/courses/components/course-list.tsx';
import { CourseForm } from '../../features/courses/components/course-form.tsx';
import { JoinCodeForm } from '../../features/courses/components/join-course.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

export function CoursesRoute() {
  const { t } = useTranslation('courses');
  const { state } = useAuth();
  const navigate = useNavigate();
  usePageTitle(t('courses.list.title'));
  return (
    <div className="course-list-page">
      <h1>{t('courses.list.title')}</h1>
      <p className="lead">{t('courses.list.intro')}</p>
      {state.status === 'loading' && <p role="status">{t('courses.loading')}</p>}
      {state.status === 'signed-out' && (
        <p>
          <Link to="/login?next=%2Fcourses">{t('courses.signIn')}</Link>
        </p>
      )}
      {state.status === 'signed-in' && (
        <>
          <section aria-labelledby="courses-yours">
            <h2 id="courses-yours">{t('courses.list.yours')}</h2>
            <CourseList userId={state.user.id} />
          </section>
          <section aria-labelledby="courses-join">
            <h2 id="courses-join">{t('courses.join.title')}</h2>
            <JoinCodeForm />
          </section>
          <CourseForm userId={state.user.id} onSaved={(course) => void navigate(`/courses/${course.id}`)} />
        </>
      )}
    </div>
  );
}
