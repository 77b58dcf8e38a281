// A trainer's form for a new course, or to correct one (docs/courses.md "Creating and joining",
// "Corrections"): name, language, the readers it writes for and its days, checked with the
// server's own schema (packages/shared); a field with a problem says so under it and the first one
// gets focus. A new course runs from today for twelve weeks unless the trainer says otherwise; its
// end follows a changed start until the trainer sets it.
import { useTranslation } from 'react-i18next';
import { COURSE_LANGUAGES, createCourseBodySchema, type Course, type CreateCourseBody } from '@scicomm/shared/course-api';
import { FieldError, FormAlert } from '../../../components/field-message.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { RegisteredSelect } from '../../../components/registered-select.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { ReadersField } from './readers-field.tsx';
import { useCreateCourse, useUpdateCourse } from '../api/courses.ts';

const TERM_DAYS = 84;
const dayAfter = (days: number, from = Date.now()) => new Date(from + days * 86_400_000).toISOString().slice(0, 10);
/** The term's last day from a start day (YYYY-MM-DD), or null while the start is not a day. */
const termEnd = (startsOn: string) => {
  const start = Date.parse(`${startsOn}T00:00:00Z`);
  return Number.isNaN(start) ? null : dayAfter(TERM_DAYS, start);
};

/** A new course (`onSaved` with it), or with `course` a correction of that one (`onCancel` closes it unsaved). */
export function CourseForm({
  userId,
  course,
  onSaved,
  onCancel,
}: {
  userId: string;
  course?: Course;
  onSaved: (course: Course) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<CreateCourseBody, CreateCourseBody>(createCourseBodySchema, {
    name: course?.name ?? '',
    language:
      course?.language ??
      ((COURSE_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as CreateCourseBody['language']) : 'en'),
    readers: course?.readers ?? 'adults',
    startsOn: course?.startsOn ?? dayAfter(0),
    endsOn: course?.endsOn ?? dayAfter(TERM_DAYS),
  });
  const { errors } = form.formState;
  const create = useCreateCourse(userId);
  const update = useUpdateCourse(userId, course?.id ?? '');
  const save = course ? update : create;
  const submit = form.handleSubmit((body) => {
    if (course) update.mutate(body, { onSuccess: (saved) => onSaved(saved as Course) });
    else create.mutate(body, { onSuccess: onSaved });
  });
  const id = course ? 'course-edit' : 'course';
  const nameProblem = errors.name ? t('courses.create.errors.name') : undefined;
  const datesProblem = errors.startsOn || errors.endsOn ? t('courses.create.errors.dates') : undefined;
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-form-title`}>
      {course ? (
        <h3 id={`${id}-form-title`}>{t('courses.edit.title')}</h3>
      ) : (
        <h2 id={`${id}-form-title`}>{t('courses.create.title')}</h2>
      )}
      <RegisteredField
        id={`${id}-name`}
        label={t('courses.create.name')}
        maxLength={200}
        required
        error={nameProblem}
        registration={form.register('name')}
      />
      <RegisteredSelect
        id={`${id}-language`}
        label={t('courses.create.language')}
        registration={form.register('language')}
        choices={COURSE_LANGUAGES}
        choiceLabel={(language) => t(`courses.languages.${language}`)}
      />
      <ReadersField id={`${id}-readers`} registration={form.register('readers')} />
      <div className="course-dates">
        <RegisteredField
          id={`${id}-starts`}
          type="date"
          label={t('courses.create.startsOn')}
          invalid={Boolean(errors.startsOn)}
          registration={form.register('startsOn', {
            // A new course's end follows its start, twelve weeks on, until the trainer sets it.
            onChange: (event: { target: { value: string } }) => {
              const end = course ? null : termEnd(event.target.value);
              if (end && !form.getFieldState('endsOn').isDirty) form.setValue('endsOn', end);
            },
          })}
        />
        <RegisteredField
          id={`${id}-ends`}
          type="date"
          label={t('courses.create.endsOn')}
          hint={course ? undefined : t('courses.create.endsOnHint')}
          refusalId={datesProblem && `${id}-dates-error`}
          invalid={Boolean(errors.endsOn)}
          registration={form.register('endsOn')}
        />
      </div>
      <FieldError id={`${id}-dates-error`} message={datesProblem} />
      <FormAlert message={save.isError ? t(course ? 'courses.edit.failed' : 'courses.create.failed', { message: serverErrorText(i18n, save.error, t('serverErrors.UNKNOWN')) }) : null} />
      <button type="submit" className="button" disabled={save.isPending}>
        {course ? t('courses.edit.submit') : t('courses.create.submit')}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('courses.confirm.cancel')}
        </button>
      )}
    </form>
  );
}
