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
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { RadioChoices } from './radio-choices.tsx';
import { ReaderCheckFields, readerCheckDraftOf, readerCheckOf } from './reader-check-fields.tsx';

function useErrorText() {
  const { i18n } = useTranslation(['server-errors', 'studies']);
  return (error: Error) => serverErrorText(i18n, error, error.message);
}

/** A study's settings as typed; the form checks the title (a message key), the server the rest. */
const settingsSchema = z.object({
  title: z.string().refine((title) => title.trim() !== '', 'studies.create.titleError'),
  description: z.string(),
  consentText: z.string(),
  status: z.enum(STUDY_STATUSES),
  endsOn: z.string(),
  readerCheck: z.object({ on: z.boolean(), targetReaders: z.string(), clarityRating: z.boolean() }),
});
type SettingsFields = z.infer<typeof settingsSchema>;

export function StudySettings({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const errorText = useErrorText();
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
    save.mutate({
      ...fields,
      consentText: fields.consentText.trim() === '' ? null : fields.consentText,
      endsOn: fields.endsOn === '' ? null : fields.endsOn,
      readerCheck: readerCheckOf(fields.readerCheck),
    });
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="research__section">
      <h2 id={`${id}-heading`}>{t('studies.settings.heading')}</h2>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <RegisteredField
          id={`${id}-title`}
          label={t('studies.create.title')}
          maxLength={200}
          error={errors.title?.message ? t(errors.title.message) : undefined}
          registration={form.register('title')}
        />
        <RegisteredField id={`${id}-description`} label={t('studies.create.description')} rows={3} registration={form.register('description')} />
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
        {save.isError && (
          <p role="alert" className="field__error">
            {t('studies.settings.error', { message: errorText(save.error) })}
          </p>
        )}
      </form>
    </section>
  );
}

/** A collaborator's e-mail, checked with the server's schema. */
const collaboratorSchema = addCollaboratorBodySchema;

export function StudyCollaborators({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const errorText = useErrorText();
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
      {failure && (
        <p role="alert" className="field__error">
          {t('studies.collaborators.error', { message: errorText(failure) })}
        </p>
      )}
    </section>
  );
}

export function StudyExport({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const errorText = useErrorText();
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
      {download.isError && (
        <p role="alert" className="field__error">
          {t('studies.export.error', { message: errorText(download.error) })}
        </p>
      )}
    </section>
  );
}

export function StudyRetention({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const errorText = useErrorText();
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
            <div className="field">
              <label className="field__label" htmlFor={`${id}-confirm`}>
                {t('studies.retention.confirm')}
              </label>
              <input
                id={`${id}-confirm`}
                className="field__control"
                autoComplete="off"
                {...form.register('confirmTitle')}
              />
            </div>
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
            {remove.isError && (
              <p role="alert" className="field__error">
                {t('studies.retention.error', { message: errorText(remove.error) })}
              </p>
            )}
          </form>
        </>
      )}
    </section>
  );
}
