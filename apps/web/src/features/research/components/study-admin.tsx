// The parts of a study's page that change it (docs/research.md "Studies"): its settings (title,
// description, consent text, open or closed, last day), its collaborators, the export and the
// deletion of its data. Each says when it is done, or why it could not be.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { Study, StudyExportFormat, StudyStatus } from '@scicomm/shared/study-api';
import {
  addCollaborator,
  downloadStudyExport,
  removeCollaborator,
  updateStudy,
  useDeleteStudyData,
  useStudyChange,
} from '../api/studies-api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { RadioChoices, TextField } from './study-fields.tsx';
import { ReaderCheckFields, readerCheckDraftOf, readerCheckOf } from './reader-check-fields.tsx';

function useErrorText() {
  const { i18n } = useTranslation(['server-errors', 'studies']);
  return (error: Error) => serverErrorText(i18n, error, error.message);
}

export function StudySettings({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const errorText = useErrorText();
  const [draft, setDraft] = useState({
    title: study.title,
    description: study.description,
    consentText: study.consentText ?? '',
    status: study.status,
    endsOn: study.endsOn ?? '',
    readerCheck: readerCheckDraftOf(study.readerCheck),
  });
  const save = useStudyChange(userId, study.id, updateStudy(study.id));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      ...draft,
      consentText: draft.consentText.trim() === '' ? null : draft.consentText,
      endsOn: draft.endsOn === '' ? null : draft.endsOn,
      readerCheck: readerCheckOf(draft.readerCheck),
    });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="research__section">
      <h2 id={`${id}-heading`}>{t('studies.settings.heading')}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          id={`${id}-title`}
          label={t('studies.create.title')}
          value={draft.title}
          maxLength={200}
          onChange={(title) => setDraft({ ...draft, title })}
        />
        <TextField
          id={`${id}-description`}
          label={t('studies.create.description')}
          rows={3}
          value={draft.description}
          onChange={(description) => setDraft({ ...draft, description })}
        />
        <TextField
          id={`${id}-consent`}
          label={t('studies.create.consent')}
          rows={4}
          value={draft.consentText}
          onChange={(consentText) => setDraft({ ...draft, consentText })}
        />
        <RadioChoices
          name={`${id}-status`}
          legend={t('studies.settings.status')}
          options={(['open', 'closed'] as const satisfies readonly StudyStatus[]).map((value) => ({
            value,
            label: t(`studies.settings.${value}`),
          }))}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
        <TextField
          id={`${id}-ends`}
          label={t('studies.create.endsOn')}
          type="date"
          value={draft.endsOn}
          onChange={(endsOn) => setDraft({ ...draft, endsOn })}
        />
        <ReaderCheckFields
          id={`${id}-reader-check`}
          value={draft.readerCheck}
          onChange={(readerCheck) => setDraft({ ...draft, readerCheck })}
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

export function StudyCollaborators({ userId, study }: { userId: string; study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const add = useStudyChange(userId, study.id, addCollaborator(study.id));
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
              {member.name.trim() ? `${member.name} (${member.email})` : member.email}{' '}
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
        <form
          className="form research__inline-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(email, { onSuccess: () => setEmail('') });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {t('studies.collaborators.email')}
            </label>
            <input
              id={`${id}-email`}
              className="field__control"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={add.isPending || email.trim() === ''}>
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

export function StudyExport({ study }: { study: Study }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  const errorText = useErrorText();
  const download = useMutation({
    mutationFn: (format: StudyExportFormat) => downloadStudyExport(study.id, format),
    onSuccess: ({ blob, fileName }, format) =>
      saveBlob(
        blob,
        fileName ? decodeURIComponent(fileName) : `study.${format === 'json' ? 'json' : 'csv'}`,
      ),
  });
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
  const [confirmTitle, setConfirmTitle] = useState('');
  const remove = useDeleteStudyData(userId, study.id);
  const matches = confirmTitle.trim() === study.title.trim();
  return (
    <section aria-labelledby={`${id}-heading`} className="research__section">
      <h2 id={`${id}-heading`}>{t('studies.retention.heading')}</h2>
      {!study.owned ? (
        <p>{t('studies.retention.ownerOnly')}</p>
      ) : (
        <>
          <p>{t('studies.retention.intro')}</p>
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (matches) remove.mutate(confirmTitle, { onSuccess: () => setConfirmTitle('') });
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor={`${id}-confirm`}>
                {t('studies.retention.confirm')}
              </label>
              <input
                id={`${id}-confirm`}
                className="field__control"
                autoComplete="off"
                value={confirmTitle}
                onChange={(event) => setConfirmTitle(event.target.value)}
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
