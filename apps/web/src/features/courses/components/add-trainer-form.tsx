// A trainer adds a co-trainer by e-mail (docs/courses.md "Who sees what"): the account must exist;
// the server says when it does not, or when it is in the course already.
import { useTranslation } from 'react-i18next';
import { addTrainerBodySchema, type AddTrainerBody } from '@scicomm/shared/course-api';
import { describedBy, FieldError, FormAlert } from '../../../components/field-message.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddTrainer } from '../api/courses.ts';

export function AddTrainerForm({ userId, courseId }: { userId: string; courseId: string }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<AddTrainerBody, AddTrainerBody>(addTrainerBodySchema, { email: '' });
  const add = useAddTrainer(userId, courseId);
  const problem = form.formState.errors.email ? t('courses.trainers.errors.email') : undefined;
  const submit = form.handleSubmit((body) => add.mutate(body, { onSuccess: () => form.reset({ email: '' }) }));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-trainer-title">
      <h3 id="add-trainer-title">{t('courses.trainers.add')}</h3>
      <div className="field">
        <label className="field__label" htmlFor="trainer-email">
          {t('courses.trainers.email')}
        </label>
        <input
          id="trainer-email"
          type="email"
          className="field__control"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy('trainer-email-hint', problem && 'trainer-email-error')}
          {...form.register('email')}
        />
        <p id="trainer-email-hint" className="field__hint">
          {t('courses.trainers.hint')}
        </p>
        <FieldError id="trainer-email-error" message={problem} />
      </div>
      <FormAlert message={add.isError ? serverErrorText(i18n, add.error, t('serverErrors.UNKNOWN')) : null} />
      {add.isSuccess && <p role="status">{t('courses.trainers.added')}</p>}
      <button type="submit" className="button button--secondary" disabled={add.isPending}>
        {t('courses.trainers.submit')}
      </button>
    </form>
  );
}
