// /courses/join and /courses/join/{code} (docs/courses.md "Joining"): the code field, or the
// course a code opens with what its trainers will see and the agreement. A visitor sees the
// course's name and trainers and is sent through sign-in (or registration) and back here.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { normaliseJoinCode } from '@scicomm/shared/course-api';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountLinksBackHere } from '../../lib/use-way-back.ts';
import { JoinCodeForm, JoinCourse, JoinLinkCourse } from '../../features/courses/components/join-course.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

export function CourseJoinRoute() {
  const { t } = useTranslation('courses');
  const { state } = useAuth();
  const { code } = useParams();
  usePageTitle(t('courses.join.title'));
  const back = useAccountLinksBackHere();
  return (
    <div className="course-page">
      <h1>{t('courses.join.title')}</h1>
      {state.status === 'loading' && <p role="status">{t('courses.loading')}</p>}
      {state.status === 'signed-out' && code && <JoinLinkCourse code={normaliseJoinCode(code)} />}
      {state.status === 'signed-out' && (
        <p>
          {t('courses.join.signInFirst')} <Link to={back.login}>{t('courses.join.signIn')}</Link>{' '}
          {t('courses.join.or')} <Link to={back.register}>{t('courses.join.register')}</Link>
        </p>
      )}
      {state.status === 'signed-in' && (code ? <JoinCourse userId={state.user.id} code={normaliseJoinCode(code)} /> : <JoinCodeForm />)}
    </div>
  );
}
