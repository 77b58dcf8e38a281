// A trainer invites a co-trainer by e-mail (docs/courses.md "Co-trainers"): a link is mailed and
// the person becomes a trainer once they accept it. The page says the same whatever the address
// (the server does not tell whether it has an account); the pending invitations are listed, each
// withdrawable.
import { useTranslation } from 'react-i18next';
import { inviteTrainerBodySchema, type InviteTrainerBody } from '@scicomm/shared/course-api';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useInviteTrainer, useTrainerInvitations, useWithdrawTrainerInvitation } from '../api/trainer-invitations.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { isolatedName } from './person-name.tsx';

function InviteTrainerForm({ userId, courseId }: { userId: string; courseId: string }) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<InviteTrainerBody, InviteTrainerBody>(inviteTrainerBodySchema, { email: '' });
  const invite = useInviteTrainer(userId, courseId);
  const problem = form.formState.errors.email ? t('courses.trainers.errors.email') : undefined;
  const submit = form.handleSubmit((body) => invite.mutate(body, { onSuccess: () => form.reset({ email: '' }) }));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-trainer-title">
      <h3 id="invite-trainer-title">{t('courses.trainers.add')}</h3>
      <RegisteredField
        id="trainer-email"
        type="email"
        label={t('courses.trainers.email')}
        hint={t('courses.trainers.hint')}
        autoComplete="off"
        error={problem}
        registration={form.register('email')}
      />
      <MutationAlert mutation={invite} />
      {invite.isSuccess && <p role="status">{t('courses.trainers.invited', { email: isolatedName(invite.data.invitation.email) })}</p>}
      <button type="submit" className="button button--secondary" disabled={invite.isPending}>
        {t('courses.trainers.submit')}
      </button>
    </form>
  );
}

/** The invitations not yet answered, each with Withdraw (asked first). */
function PendingInvitations({ userId, courseId }: { userId: string; courseId: string }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const invitations = useTrainerInvitations(userId, courseId);
  const withdraw = useWithdrawTrainerInvitation(userId, courseId);
  if (invitations.isError) return <p role="alert">{serverErrorText(i18n, invitations.error, t('serverErrors.UNKNOWN'))}</p>;
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <>
      <h3>{t('courses.trainers.pending')}</h3>
      <ul className="course-people">
        {invitations.data.map((invitation) => {
          const email = isolatedName(invitation.email);
          return (
            <li key={invitation.id}>
              {email} ·{' '}
              {invitation.expired
                ? t('courses.trainers.expired')
                : t('courses.trainers.expires', { date: invitation.expiresAt.slice(0, 10) })}{' '}
              <ConfirmButton
                label={t('courses.trainers.withdraw', { email })}
                title={t('courses.trainers.withdrawTitle', { email })}
                text={t('courses.trainers.withdrawText')}
                confirm={t('courses.trainers.withdrawConfirm')}
                onConfirm={() => withdraw.mutate(invitation.id)}
                disabled={withdraw.isPending}
              />
            </li>
          );
        })}
      </ul>
      <MutationAlert mutation={withdraw} />
    </>
  );
}

export function TrainerInvitations({ userId, courseId }: { userId: string; courseId: string }) {
  return (
    <>
      <PendingInvitations userId={userId} courseId={courseId} />
      <InviteTrainerForm userId={userId} courseId={courseId} />
    </>
  );
}
