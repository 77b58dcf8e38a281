// /courses/trainer-invitations/{token} (docs/courses.md "Co-trainers"): an invitation to co-train,
// from its mailed link. A visitor is sent through sign-in or registration and back here.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAccountLinksBackHere } from '../../lib/use-way-back.ts';
import { TrainerInvitation } from '../../features/courses/components/trainer-invitation.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

export function CourseTrainerInvitationRoute() {
  const { t } = useTranslation('courses');
  const { state } = useAuth();
  const { token = '' } = useParams();
  usePageTitle(t('courses.invitation.title'));
  const back = useAccountLinksBackHere();
  return (
    <div className="course-page">
      <h1>{t('courses.invitation.title')}</h1>
      {state.status === 'loading' && <p role="status">{t('courses.loading')}</p>}
      {state.status === 'signed-out' && (
        <p>
          {t('courses.invitation.signInFirst')} <Link to={back.login}>{t('courses.join.signIn')}</Link>{' '}
          {t('courses.join.or')} <Link to={back.register}>{t('courses.join.register')}</Link>
        </p>
      )}
      {state.status === 'signed-in' && <TrainerInvitation userId={state.user.id} token={token} />}
    </div>
  );
}
