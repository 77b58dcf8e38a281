// A trainer adds an assignment (docs/courses.md "Assignments"): one of the exercises or a
// De-Jargonizer text, with instructions, the readers, an optional due date and optionally the
// course's before or after mark. Checked with the server's schema; a taken mark is said by the server (409).
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ASSIGNMENT_KINDS,
  ASSIGNMENT_MARKS,
  COURSE_READERS,
  createAssignmentBodySchema,
  type CourseReaders,
  type CreateAssignmentBody,
} from '@scicomm/shared/course-api';
import { describedBy, FieldError, FormAlert } from '../../../components/field-message.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateAssignment } from '../api/assignments.ts';
import { kindTitleKey } from './assignment-kind.ts';

const fieldsSchema = z.object({
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  instructions: z.string(),
  readers: z.enum(COURSE_READERS),
  dueOn: z.string(),
  mark: z.enum(['', ...ASSIGNMENT_MARKS]),
});
type Fields = z.infer<typeof fieldsSchema>;

const formSchema = fieldsSchema
  .transform((fields): CreateAssignmentBody => ({ ...fields, dueOn: fields.dueOn === '' ? null : fields.dueOn, mark: fields.mark === '' ? null : fields.mark }))
  .pipe(createAssignmentBodySchema);

export function AssignmentForm({ userId, courseId, readers }: { userId: string; courseId: string; readers: CourseReaders }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<Fields, z.output<typeof formSchema>>(formSchema, {
    kind: 'dejargonizer',
    title: '',
    instructions: '',
    readers,
    dueOn: '',
    mark: '',
  });
  const { errors } = form.formState;
  const create = useCreateAssignment(userId, courseId);
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: () => form.reset({ ...form.getValues(), title: '', instructions: '', mark: '' }) }),
  );
  const titleProblem = errors.title ? t('courses.assignments.errors.title') : undefined;
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="assignment-form-title">
      <h3 id="assignment-form-title">{t('courses.assignments.add')}</h3>
      <div className="field">
        <label className="field__label" htmlFor="assignment-kind">
          {t('courses.assignments.kind')}
        </label>
        <select id="assignment-kind" className="field__control" {...form.register('kind')}>
          {ASSIGNMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind === 'dejargonizer' ? t('courses.assignments.dejargonizerKind') : t(kindTitleKey(kind))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="assignment-title">
          {t('courses.assignments.title')}
        </label>
        <input
          id="assignment-title"
          className="field__control"
          maxLength={200}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={describedBy(titleProblem && 'assignment-title-error')}
          {...form.register('title')}
        />
        <FieldError id="assignment-title-error" message={titleProblem} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="assignment-instructions">
          {t('courses.assignments.instructions')}
        </label>
        <textarea id="assignment-instructions" className="field__control" rows={3} maxLength={5000} {...form.register('instructions')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="assignment-readers">
          {t('courses.create.readers')}
        </label>
        <select id="assignment-readers" className="field__control" {...form.register('readers')}>
          {COURSE_READERS.map((level) => (
            <option key={level} value={level}>
              {t(`courses.readers.${level}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="assignment-due">
          {t('courses.assignments.dueOn')}
        </label>
        <input id="assignment-due" type="date" className="field__control" {...form.register('dueOn')} />
      </div>
      <fieldset className="course-marks">
        <legend>{t('courses.assignments.mark')}</legend>
        {(['', ...ASSIGNMENT_MARKS] as const).map((mark) => (
          <label key={mark || 'none'}>
            <input type="radio" value={mark} {...form.register('mark')} /> {t(`courses.marks.${mark || 'none'}`)}
          </label>
        ))}
      </fieldset>
      <FormAlert message={create.isError ? serverErrorText(i18n, create.error, t('serverErrors.UNKNOWN')) : null} />
      <button type="submit" className="button" disabled={create.isPending}>
        {t('courses.assignments.submit')}
      </button>
    </form>
  );
}
