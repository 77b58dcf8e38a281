// The form that creates a study (docs/research.md "Studies"): title, description, exercise,
// arms, allocation, identification, optional consent text and last day. Checked with the
// server's own schema; what was typed stays when the server refuses it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEARCH_EXERCISES, type ResearchExercise } from '@scicomm/shared/research-api';
import {
  STUDY_ARMS,
  type StudyAllocation,
  type StudyArm,
  type StudyIdentification,
} from '@scicomm/shared/study-api';
import { useCreateStudy } from '../api/studies-api.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { RadioChoices, TextField } from './study-fields.tsx';
import { ReaderCheckFields, readerCheckDraftOf, readerCheckOf, type ReaderCheckDraft } from './reader-check-fields.tsx';
import '../../../lib/strings/studies.ts';

interface Draft {
  title: string;
  description: string;
  exercise: ResearchExercise;
  arms: StudyArm[];
  allocation: StudyAllocation;
  identification: StudyIdentification;
  consentText: string;
  endsOn: string;
  readerCheck: ReaderCheckDraft;
}

const initialDraft: Draft = {
  title: '',
  description: '',
  exercise: 'half-life',
  arms: ['full', 'slim'],
  allocation: 'balanced',
  identification: 'chat',
  consentText: '',
  endsOn: '',
  readerCheck: readerCheckDraftOf(null),
};

export function CreateStudyForm({
  userId,
  onCreated,
}: {
  userId: string;
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateStudy(userId);
  const titleMissing = draft.title.trim() === '';
  const armsMissing = draft.arms.length === 0;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const toggleArm = (arm: StudyArm, on: boolean) =>
    set('arms', on ? STUDY_ARMS.filter((a) => a === arm || draft.arms.includes(a)) : draft.arms.filter((a) => a !== arm));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (titleMissing) {
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    if (armsMissing) return;
    create.mutate(
      {
        title: draft.title,
        description: draft.description,
        exercise: draft.exercise,
        arms: draft.arms,
        allocation: draft.allocation,
        identification: draft.identification,
        consentText: draft.consentText.trim() === '' ? null : draft.consentText,
        endsOn: draft.endsOn === '' ? null : draft.endsOn,
        readerCheck: readerCheckOf(draft.readerCheck),
      },
      { onSuccess: (study) => onCreated(study.id) },
    );
  };

  return (
    <form
      className="form research__create"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>{t('studies.create.heading')}</h3>
      <TextField
        id={`${id}-title`}
        label={t('studies.create.title')}
        value={draft.title}
        maxLength={200}
        error={submitted && titleMissing ? t('studies.create.titleError') : undefined}
        onChange={(value) => set('title', value)}
      />
      <TextField
        id={`${id}-description`}
        label={t('studies.create.description')}
        rows={3}
        value={draft.description}
        onChange={(value) => set('description', value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-exercise`}>
          {t('studies.create.exercise')}
        </label>
        <select
          id={`${id}-exercise`}
          value={draft.exercise}
          onChange={(event) => set('exercise', event.target.value as ResearchExercise)}
        >
          {RESEARCH_EXERCISES.map((exercise) => (
            <option key={exercise} value={exercise}>
              {t(`studies.exercise.${exercise}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field" aria-describedby={`${id}-arms-hint`}>
        <legend>{t('studies.create.arms')}</legend>
        <p id={`${id}-arms-hint`} className="field__hint">
          {t('studies.create.armsHint')}
        </p>
        {STUDY_ARMS.map((arm) => (
          <label key={arm} className="choice">
            <input
              type="checkbox"
              checked={draft.arms.includes(arm)}
              onChange={(event) => toggleArm(arm, event.target.checked)}
            />{' '}
            {t(`studies.arm.${arm}`)}
          </label>
        ))}
        {submitted && armsMissing && (
          <p className="field__error">{t('studies.create.armsError')}</p>
        )}
      </fieldset>
      <RadioChoices
        name={`${id}-allocation`}
        legend={t('studies.create.allocation')}
        options={(['balanced', 'fixed'] as const).map((value) => ({
          value,
          label: t(`studies.create.${value}`),
        }))}
        value={draft.allocation}
        onChange={(value) => set('allocation', value)}
      />
      <RadioChoices
        name={`${id}-identification`}
        legend={t('studies.create.identification')}
        options={(['chat', 'link'] as const).map((value) => ({
          value,
          label: t(`studies.create.${value}`),
        }))}
        value={draft.identification}
        onChange={(value) => set('identification', value)}
      />
      <TextField
        id={`${id}-consent`}
        label={t('studies.create.consent')}
        rows={4}
        value={draft.consentText}
        onChange={(value) => set('consentText', value)}
      />
      <TextField
        id={`${id}-ends`}
        label={t('studies.create.endsOn')}
        type="date"
        value={draft.endsOn}
        onChange={(value) => set('endsOn', value)}
      />
      <ReaderCheckFields id={`${id}-reader-check`} value={draft.readerCheck} onChange={(value) => set('readerCheck', value)} />
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? t('studies.create.pending') : t('studies.create.submit')}
      </button>
      {create.isError && (
        <p role="alert" className="field__error">
          {t('studies.create.error', {
            message: serverErrorText(i18n, create.error, create.error.message),
          })}
        </p>
      )}
    </form>
  );
}
