// An invitation to co-train, opened from its mailed link (docs/courses.md "Co-trainers"): the
// course and who invited, what a co-trainer sees, Accept or Decline. The server shows it only to
// the invited address; another account, an expired or spent link get its message instead.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/field-message.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useAcceptTrainerInvitation, useDeclineTrainerInvitation, useTrainerInvitation } from '../api/trainer-invitations.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { trainerName } from './person-name.tsx';

export function TrainerInvitation({ userId, token }: { userId: string; token: string }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const navigate = useNavigate();
  const invitation = useTrainerInvitation(userId, token);
  const accept = useAcceptTrainerInvitation(userId, token);
  const decline = useDeclineTrainerInvitation(token);
  if (decline.isSuccess) return <p role="status">{t('courses.invitation.declined')}</p>;
  if (invitation.isPending) return <p role="status">{t('courses.loading')}</p>;
  if (invitation.isError) return <p role="alert">{serverErrorText(i18n, invitation.error, t('serverErrors.UNKNOWN'))}</p>;
  const course = invitation.data;
  const failed = accept.error ?? decline.error;
  return (
    <section aria-labelledby="invitation-course-name">
      <h2 id="invitation-course-name">{course.courseName}</h2>
      <p>{t('courses.invitation.from', { name: trainerName(course.invitedBy, t) })}</p>
      <p>{t('courses.join.dates', { startsOn: course.startsOn, endsOn: course.endsOn })}</p>
      <p>{t('courses.invitation.what')}</p>
      <p>{t('courses.invitation.until', { date: course.expiresAt.slice(0, 10) })}</p>
      <FormAlert message={failed ? serverErrorText(i18n, failed, t('serverErrors.UNKNOWN')) : null} />
      <p>
        <button
          type="button"
          className="button"
          disabled={accept.isPending || decline.isPending}
          onClick={() => accept.mutate(undefined, { onSuccess: ({ courseId }) => void navigate(`/courses/${courseId}`) })}
        >
          {t('courses.invitation.accept')}
        </button>{' '}
        <ConfirmButton
          primary
          label={t('courses.invitation.decline')}
          title={t('courses.invitation.declineTitle')}
          text={t('courses.invitation.declineText')}
          confirm={t('courses.invitation.decline')}
          onConfirm={() => decline.mutate()}
          disabled={accept.isPending || decline.isPending}
        />
      </p>
    </section>
  );
}
