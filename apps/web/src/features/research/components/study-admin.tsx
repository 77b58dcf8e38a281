// The parts of a study's page that change it (docs/research.md "Studies"): its settings (title,
// description, consent text, open or closed, last day), its collaborators, the export and the
// deletion of its data. Each says when it is done, or why it could not be. The forms are
// react-hook-form with zod schemas (the server's where it has one for the field): a field with a
// problem says so and gets focus, and what was typed stays when the server refuses.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  addCollaboratorBodySchema,
  deleteStudyDataBodySchema,
  STUDY_STATUSES,
  type Study,
} from '@scicomm/shared/study-api';
import {
  addCollaborator,
  removeCollaborator,
  updateStudy,
  useDeleteStudyData,
  useStudyChange,
  useStudyExport,
} from '../api/studies-api.ts';
import { RegisteredField } from '../../../components/registered-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { RadioChoices } from './radio-choices.tsx';
import { ReaderCheckFields, readerCheckDraftOf } from './reader-check-fields.tsx';
import { StudyErrorLine } from './study-error-line.tsx';
import { studyFieldsBody, studyFormFieldsSchema, StudyTitleFields } from './study-form-fields.tsx';

/** A study's settings as typed: the new study's fields, and whether it is open. */
const settingsSchema = studyFormFieldsSchema.extend({ status: z.enum(STUDY_STATUSES) });
type SettingsFields = z.infer<typeof settingsSchema>;

export function StudySettings({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const form = useSchemaForm<SettingsFields, SettingsFields>(settingsSchema, {
    title: study.title,
    description: study.description,
    consentText: study.consentText ?? '',
    status: study.status,
    endsOn: study.endsOn ?? '',
    readerCheck: readerCheckDraftOf(study.readerCheck),
  });
  const { errors } = form.formState;
  const save = useStudyChange(userId, study.id, updateStudy(study.id));
  const submit = form.handleSubmit((fields) => {
    save.mutate({ ...studyFieldsBody(fields), status: fields.status });
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="research__section">
      <h2 id={`${id}-heading`}>{t('studies.settings.heading')}</h2>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <StudyTitleFields
          id={id}
          title={form.register('title')}
          titleProblem={errors.title?.message}
          description={form.register('description')}
        />
        <RegisteredField id={`${id}-consent`} label={t('studies.create.consent')} rows={4} registration={form.register('consentText')} />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <RadioChoices
              name={`${id}-status`}
              legend={t('studies.settings.status')}
              options={STUDY_STATUSES.map((value) => ({ value, label: t(`studies.settings.${value}`) }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <RegisteredField id={`${id}-ends`} label={t('studies.create.endsOn')} type="date" registration={form.register('endsOn')} />
        <Controller
          control={form.control}
          name="readerCheck"
          render={({ field }) => <ReaderCheckFields id={`${id}-reader-check`} value={field.value} onChange={field.onChange} />}
        />
        <p className="field__hint">{t('studies.settings.fixedNote')}</p>
        <div className="research__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('studies.settings.save')}
          </button>
          <p role="status" className="research__status">
            {save.isSuccess ? t('studies.settings.saved') : ''}
          </p>
        </div>
        <StudyErrorLine error={save.error} messageKey="studies.settings.error" />
      </form>
    </section>
  );
}

/** A collaborator's e-mail, checked with the server's schema. */
const collaboratorSchema = addCollaboratorBodySchema;

export function StudyCollaborators({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const form = useSchemaForm<z.input<typeof collaboratorSchema>, z.output<typeof collaboratorSchema>>(collaboratorSchema, { email: '' });
  const emailProblem = form.formState.errors.email ? t('studies.collaborators.emailError') : undefined;
  const add = useStudyChange(userId, study.id, addCollaborator(study.id));
  const submit = form.handleSubmit(({ email }) => add.mutate(email, { onSuccess: () => form.reset() }));
  const remove = useStudyChange(userId, study.id, removeCollaborator(study.id));
  const failure = add.error ?? remove.error;
  return (
    <section aria-labelledby={`${id}-heading`} className="research__section">
      <h2 id={`${id}-heading`}>{t('studies.collaborators.heading')}</h2>
      <p>{t('studies.collaborators.intro')}</p>
      {study.collaborators.length === 0 ? (
        <p>{t('studies.collaborators.none')}</p>
      ) : (
        <ul aria-labelledby={`${id}-heading`}>
          {study.collaborators.map((member) => (
            <li key={member.id}>
              {member.name.trim() ? (
                <>
                  <bdi>{member.name}</bdi> ({member.email})
                </>
              ) : (
                member.email
              )}{' '}
              {study.owned && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => remove.mutate(member.id)}
                  disabled={remove.isPending}
                >
                  {t('studies.collaborators.remove', { email: member.email })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {study.owned && (
        <form className="form research__inline-form" noValidate onSubmit={(event) => void submit(event)}>
          <RegisteredField
            id={`${id}-email`}
            type="email"
            label={t('studies.collaborators.email')}
            autoComplete="off"
            error={emailProblem}
            registration={form.register('email')}
          />
          <button type="submit" className="button" disabled={add.isPending}>
            {t('studies.collaborators.add')}
          </button>
        </form>
      )}
      <StudyErrorLine error={failure} messageKey="studies.collaborators.error" />
    </section>
  );
}

export function StudyExport({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const download = useStudyExport(userId, study.id);
  return (
    <section aria-labelledby="study-export" className="research__section">
      <h2 id="study-export">{t('studies.export.heading')}</h2>
      <p className="field__hint">{t('studies.export.privacy')}</p>
      <div className="research__actions">
        {(['csv', 'json', 'codebook'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={download.isPending}
            onClick={() => download.mutate(format)}
          >
            {t(`studies.export.${format}`)}
          </button>
        ))}
      </div>
      <p role="status" className="research__status">
        {download.isPending
          ? t('studies.export.pending')
          : download.isSuccess
            ? t('studies.export.done', {
                fileName: download.data.fileName ? decodeURIComponent(download.data.fileName) : '',
              })
            : ''}
      </p>
      <StudyErrorLine error={download.error} messageKey="studies.export.error" />
    </section>
  );
}

export function StudyRetention({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const form = useSchemaForm<z.input<typeof deleteStudyDataBodySchema>, z.output<typeof deleteStudyDataBodySchema>>(deleteStudyDataBodySchema, {
    confirmTitle: '',
  });
  const confirmTitle = useWatch({ control: form.control, name: 'confirmTitle' });
  const remove = useDeleteStudyData(userId, study.id);
  // A deletion is never one click away: the button waits for the title, typed again.
  const matches = confirmTitle.trim() === study.title.trim();
  const submit = form.handleSubmit((body) => {
    if (matches) remove.mutate(body.confirmTitle, { onSuccess: () => form.reset() });
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="research__section">
      <h2 id={`${id}-heading`}>{t('studies.retention.heading')}</h2>
      {!study.owned ? (
        <p>{t('studies.retention.ownerOnly')}</p>
      ) : (
        <>
          <p>{t('studies.retention.intro')}</p>
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <RegisteredField
              id={`${id}-confirm`}
              label={t('studies.retention.confirm')}
              autoComplete="off"
              registration={form.register('confirmTitle')}
            />
            <button
              type="submit"
              className="button button--danger"
              disabled={!matches || remove.isPending}
            >
              {t('studies.retention.button')}
            </button>
            <p role="status" className="research__status">
              {remove.isSuccess
                ? t('studies.retention.done', {
                    sessions: t('studies.dashboard.sessions', {
                      count: remove.data.deletedSessions,
                      n: remove.data.deletedSessions,
                    }),
                    participants: t('studies.dashboard.participants', {
                      count: remove.data.deletedParticipants,
                      n: remove.data.deletedParticipants,
                    }),
                  })
                : ''}
            </p>
            <StudyErrorLine error={remove.error} messageKey="studies.retention.error" />
          </form>
        </>
      )}
    </section>
  );
}
