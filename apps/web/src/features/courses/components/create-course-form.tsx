// A trainer's form for a new course (docs/courses.md "Creating a course"): name, language, the
// readers it writes for and its days, checked with the server's own schema (packages/shared);
// a field with a problem says so under it and the first one gets focus.
import { useTranslation } from 'react-i18next';
import { COURSE_LANGUAGES, COURSE_READERS, createCourseBodySchema, type Course, type CreateCourseBody } from '@scicomm/shared/course-api';
import { describedBy, FieldError, FormAlert } from '../../../components/field-message.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateCourse } from '../api/courses.ts';

const today = () => new Date().toISOString().slice(0, 10);

export function CreateCourseForm({ userId, onCreated }: { userId: string; onCreated: (course: Course) => void }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<CreateCourseBody, CreateCourseBody>(createCourseBodySchema, {
    name: '',
    language: (COURSE_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as CreateCourseBody['language']) : 'en',
    readers: 'adults',
    startsOn: today(),
    endsOn: today(),
  });
  const { errors } = form.formState;
  const create = useCreateCourse(userId);
  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: onCreated }));
  const nameProblem = errors.name ? t('courses.create.errors.name') : undefined;
  const datesProblem = errors.startsOn || errors.endsOn ? t('courses.create.errors.dates') : undefined;
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="course-create-title">
      <h2 id="course-create-title">{t('courses.create.title')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="course-name">
          {t('courses.create.name')}
        </label>
        <input
          id="course-name"
          className="field__control"
          maxLength={200}
          required
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={describedBy(nameProblem && 'course-name-error')}
          {...form.register('name')}
        />
        <FieldError id="course-name-error" message={nameProblem} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="course-language">
          {t('courses.create.language')}
        </label>
        <select id="course-language" className="field__control" {...form.register('language')}>
          {COURSE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`courses.languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="course-readers">
          {t('courses.create.readers')}
        </label>
        <select id="course-readers" className="field__control" {...form.register('readers')}>
          {COURSE_READERS.map((readers) => (
            <option key={readers} value={readers}>
              {t(`courses.readers.${readers}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="course-dates">
        <div className="field">
          <label className="field__label" htmlFor="course-starts">
            {t('courses.create.startsOn')}
          </label>
          <input id="course-starts" type="date" className="field__control" aria-invalid={errors.startsOn ? true : undefined} {...form.register('startsOn')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="course-ends">
            {t('courses.create.endsOn')}
          </label>
          <input
            id="course-ends"
            type="date"
            className="field__control"
            aria-invalid={errors.endsOn ? true : undefined}
            aria-describedby={describedBy(datesProblem && 'course-dates-error')}
            {...form.register('endsOn')}
          />
        </div>
      </div>
      <FieldError id="course-dates-error" message={datesProblem} />
      <FormAlert message={create.isError ? t('courses.create.failed', { message: serverErrorText(i18n, create.error, t('serverErrors.UNKNOWN')) }) : null} />
      <button type="submit" className="button" disabled={create.isPending}>
        {t('courses.create.submit')}
      </button>
    </form>
  );
}
