// The form that creates a study (docs/research.md "Studies"): title, description, exercise,
// arms, allocation, identification, optional consent text and last day. react-hook-form with a
// zod schema of the form's own fields (the server checks the request with its own schema); the
// first field with a problem gets focus, and what was typed stays when the server refuses it.
import { useId } from 'react';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RESEARCH_EXERCISES } from '@scicomm/shared/research-api';
import {
  createStudyBodySchema,
  STUDY_ALLOCATIONS,
  STUDY_ARMS,
  STUDY_IDENTIFICATIONS,
  studyArmSchema,
  type StudyArm,
} from '@scicomm/shared/study-api';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { RegisteredSelect } from '../../../components/registered-select.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateStudy } from '../api/studies-api.ts';
import { RadioChoices } from './radio-choices.tsx';
import { ReaderCheckFields, readerCheckDraftOf } from './reader-check-fields.tsx';
import { StudyErrorLine } from './study-error-line.tsx';
import { studyFieldsBody, studyFormFieldsSchema, StudyTitleFields } from './study-form-fields.tsx';

/**
 * The form's fields as typed, the choices as the request's schema has them. The form checks two
 * rules itself (a message key each); the rest is the server's to refuse, with its message.
 */
const createStudyFormSchema = studyFormFieldsSchema.extend({
  exercise: createStudyBodySchema.shape.exercise,
  arms: z.array(studyArmSchema).min(1, 'studies.create.armsError'),
  allocation: createStudyBodySchema.shape.allocation,
  identification: createStudyBodySchema.shape.identification,
});

type CreateStudyFields = z.infer<typeof createStudyFormSchema>;

const initialFields: CreateStudyFields = {
  title: '',
  description: '',
  exercise: RESEARCH_EXERCISES[0],
  arms: ['full', 'slim'],
  allocation: 'balanced',
  identification: 'chat',
  consentText: '',
  endsOn: '',
  readerCheck: readerCheckDraftOf(null),
};

/** A choice of the form by radio buttons: its legend and each choice's label are its strings. */
function FormChoices<Name extends 'allocation' | 'identification'>({
  id,
  control,
  name,
  choices,
}: {
  id: string;
  control: Control<CreateStudyFields>;
  name: Name;
  choices: ReadonlyArray<CreateStudyFields[Name]>;
}) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const { field } = useController({ control, name });
  return (
    <RadioChoices
      name={`${id}-${name}`}
      legend={t(`studies.create.${name}`)}
      options={choices.map((value) => ({ value, label: t(`studies.create.${value}`) }))}
      value={field.value as CreateStudyFields[Name]}
      onChange={field.onChange}
    />
  );
}

/** The arms to compare: at least one, kept in the order of STUDY_ARMS. */
function ArmsField({ id, control, error }: { id: string; control: Control<CreateStudyFields>; error: string | undefined }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const { field } = useController({ control, name: 'arms' });
  const toggle = (arm: StudyArm, on: boolean) =>
    field.onChange(on ? STUDY_ARMS.filter((a) => a === arm || field.value.includes(a)) : field.value.filter((a) => a !== arm));
  return (
    <fieldset className="field" aria-describedby={`${id}-arms-hint`}>
      <legend>{t('studies.create.arms')}</legend>
      <p id={`${id}-arms-hint`} className="field__hint">
        {t('studies.create.armsHint')}
      </p>
      {STUDY_ARMS.map((arm) => (
        <label key={arm} className="choice">
          <input
            type="checkbox"
            checked={field.value.includes(arm)}
            onChange={(event) => toggle(arm, event.target.checked)}
            onBlur={field.onBlur}
          />{' '}
          {t(`studies.arm.${arm}`)}
        </label>
      ))}
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}

export function CreateStudyForm({
  userId,
  onCreated,
}: {
  userId: string;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const form = useSchemaForm<CreateStudyFields, CreateStudyFields>(createStudyFormSchema, initialFields);
  const { errors } = form.formState;
  const create = useCreateStudy(userId);

  const submit = form.handleSubmit((fields) => {
    create.mutate(
      {
        ...studyFieldsBody(fields),
        exercise: fields.exercise,
        arms: fields.arms,
        allocation: fields.allocation,
        identification: fields.identification,
      },
      { onSuccess: (study) => onCreated(study.id) },
    );
  });

  return (
    <form
      className="form research__create"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>{t('studies.create.heading')}</h3>
      <StudyTitleFields
        id={id}
        title={form.register('title')}
        titleProblem={errors.title?.message}
        description={form.register('description')}
      />
      <RegisteredSelect
        id={`${id}-exercise`}
        label={t('studies.create.exercise')}
        registration={form.register('exercise')}
        choices={RESEARCH_EXERCISES}
        choiceLabel={(exercise) => t(`studies.exercise.${exercise}`)}
      />
      <ArmsField id={id} control={form.control} error={errors.arms?.message ? t(errors.arms.message) : undefined} />
      <FormChoices id={id} control={form.control} name="allocation" choices={STUDY_ALLOCATIONS} />
      <FormChoices id={id} control={form.control} name="identification" choices={STUDY_IDENTIFICATIONS} />
      <RegisteredField id={`${id}-consent`} label={t('studies.create.consent')} rows={4} registration={form.register('consentText')} />
      <RegisteredField id={`${id}-ends`} label={t('studies.create.endsOn')} type="date" registration={form.register('endsOn')} />
      <Controller
        control={form.control}
        name="readerCheck"
        render={({ field }) => (
          <ReaderCheckFields id={`${id}-reader-check`} value={field.value} onChange={field.onChange} />
        )}
      />
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? t('studies.create.pending') : t('studies.create.submit')}
      </button>
      <StudyErrorLine error={create.error} messageKey="studies.create.error" />
    </form>
  );
}
