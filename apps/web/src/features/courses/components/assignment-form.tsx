// A trainer adds an assignment, or corrects one (docs/courses.md "Assignments", "Corrections"):
// one of the exercises or a De-Jargonizer text, with instructions, the readers, an optional due
// date and optionally the course's before or after mark. Checked with the server's schema; a taken
// mark, or a new kind once work is attached, is said by the server (409).
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ASSIGNMENT_KINDS,
  ASSIGNMENT_MARKS,
  COURSE_READERS,
  createAssignmentBodySchema,
  type Assignment,
  type CourseReaders,
  type CreateAssignmentBody,
} from '@scicomm/shared/course-api';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { RegisteredSelect } from '../../../components/registered-select.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { ReadersField } from './readers-field.tsx';
import { useCreateAssignment, useUpdateAssignment } from '../api/assignments.ts';
import { kindTitleKey } from './assignment-kind.ts';
import { isolatedName } from './person-name.tsx';

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

/** Adds an assignment, or with `assignment` corrects that one (`onDone` once it is saved or cancelled). */
export function AssignmentForm({
  userId,
  courseId,
  readers,
  assignment,
  onDone,
}: {
  userId: string;
  courseId: string;
  readers: CourseReaders;
  assignment?: Assignment;
  onDone?: () => void;
}) {
  const { t } = useTranslation(['courses', 'server-errors']);
  const form = useSchemaForm<Fields, z.output<typeof formSchema>>(formSchema, {
    kind: assignment?.kind ?? 'dejargonizer',
    title: assignment?.title ?? '',
    instructions: assignment?.instructions ?? '',
    readers: assignment?.readers ?? readers,
    dueOn: assignment?.dueOn ?? '',
    mark: assignment?.mark ?? '',
  });
  const { errors } = form.formState;
  const create = useCreateAssignment(userId, courseId);
  const update = useUpdateAssignment(userId, courseId);
  const save = assignment ? update : create;
  const submit = form.handleSubmit((body) => {
    if (assignment) update.mutate({ assignmentId: assignment.id, body }, { onSuccess: () => onDone?.() });
    // The next assignment starts from a blank form but its kind and readers: a due day or a mark is never carried over.
    else create.mutate(body, { onSuccess: () => form.reset({ ...form.getValues(), title: '', instructions: '', dueOn: '', mark: '' }) });
  });
  const id = assignment ? `assignment-${assignment.id}` : 'assignment';
  const titleProblem = errors.title ? t('courses.assignments.errors.title') : undefined;
  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-form-title`}
      aria-describedby={assignment ? `${id}-form-effect` : undefined}
    >
      <h3 id={`${id}-form-title`}>{assignment ? t('courses.assignments.editTitle', { title: isolatedName(assignment.title) }) : t('courses.assignments.add')}</h3>
      {assignment && (
        <p id={`${id}-form-effect`} className="field__hint">
          {t('courses.assignments.editEffect')}
        </p>
      )}
      <RegisteredSelect
        id={`${id}-kind`}
        label={t('courses.assignments.kind')}
        registration={form.register('kind')}
        choices={ASSIGNMENT_KINDS}
        choiceLabel={(kind) => (kind === 'dejargonizer' ? t('courses.assignments.dejargonizerKind') : t(kindTitleKey(kind)))}
      />
      <RegisteredField id={`${id}-title`} label={t('courses.assignments.title')} maxLength={200} error={titleProblem} registration={form.register('title')} />
      <RegisteredField
        id={`${id}-instructions`}
        label={t('courses.assignments.instructions')}
        rows={3}
        maxLength={5000}
        registration={form.register('instructions')}
      />
      <ReadersField id={`${id}-readers`} registration={form.register('readers')} />
      <RegisteredField id={`${id}-due`} type="date" label={t('courses.assignments.dueOn')} registration={form.register('dueOn')} />
      <fieldset className="course-marks">
        <legend>{t('courses.assignments.mark')}</legend>
        {(['', ...ASSIGNMENT_MARKS] as const).map((mark) => (
          <label key={mark || 'none'}>
            <input type="radio" value={mark} {...form.register('mark')} /> {t(`courses.marks.${mark || 'none'}`)}
          </label>
        ))}
      </fieldset>
      <MutationAlert mutation={save} />
      <button type="submit" className="button" disabled={save.isPending}>
        {assignment ? t('courses.assignments.save') : t('courses.assignments.submit')}
      </button>
      {assignment && (
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('courses.confirm.cancel')}
        </button>
      )}
    </form>
  );
}
