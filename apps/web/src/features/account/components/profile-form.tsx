// The User Profile form (spec §4 "Profile form"): read-only until Edit Profile; Save returns to
// read-only on success and stays editable, with everything typed, on an error. Turning on
// "Don't Save Data" asks for confirmation first; once saved, the server has anonymised every
// past task and the caller clears the task list and the open conversation.
import { useId, useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { updateProfileBodySchema, type Profile, type UpdateProfileBody } from '@scicomm/shared/account-api';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../api/get-profile.ts';
import { updateProfile } from '../api/update-profile.ts';
import { DemographicFields, type DemographicValues } from './demographic-fields.tsx';
import '../account.css';

interface Draft extends DemographicValues {
  rejectSaveData: boolean;
}

type Field = keyof Draft;

const toDraft = (profile: Profile): Draft =>
  ({
    gender: profile.gender,
    age: profile.age,
    academicBackground: profile.academicBackground,
    fieldOfStudy: profile.fieldOfStudy,
    country: profile.country,
    firstLanguage: profile.firstLanguage,
    goals: profile.goals ?? '',
    rejectSaveData: profile.rejectSaveData,
  }) as Draft;

const toBody = (draft: Draft): UpdateProfileBody => ({
  ...draft,
  goals: draft.goals.trim() === '' ? null : draft.goals,
});

function validate(draft: Draft): Partial<Record<Field, string>> {
  const result = updateProfileBodySchema.safeParse(toBody(draft));
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as Field;
    errors[field] ??= field === 'goals' ? 'goalsTooLong' : 'unknownOption';
  }
  return errors;
}

export function ProfileForm({ onAnonymised }: { onAnonymised(): void }) {
  const { t } = useTranslation();
  const idPrefix = useId().replaceAll(':', '');
  const [load, replace] = useProfile();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'saved' | 'failed'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (load.status === 'loading') return <p role="status">{t('account.profile.loading')}</p>;
  if (load.status === 'missing') return <p>{t('account.profile.missing')}</p>;
  if (load.status === 'error') return <p role="alert">{t('account.profile.loadFailed')}</p>;

  const { profile } = load;
  const editing = draft !== null;
  const values = draft ?? toDraft(profile);
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...(current ?? toDraft(profile)), ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as Field];
      return next;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving) return;
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ kind: 'failed', text: t('account.profile.fixFields') });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const saved = await updateProfile(toBody(draft));
      replace(saved.profile);
      setDraft(null);
      setNotice({ kind: 'saved', text: t('account.profile.saved') });
      if (saved.profile.rejectSaveData) onAnonymised();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const field = /field "(\w+)/.exec(error.message)?.[1] as Field | undefined;
        if (field) setErrors({ [field]: field === 'goals' ? 'goalsTooLong' : 'unknownOption' });
      }
      setNotice({ kind: 'failed', text: t('account.profile.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  const dontSaveId = `${idPrefix}-rejectSaveData`;
  return (
    <section className="account-section" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{t('account.profile.heading')}</h2>
      <form className="form profile-form" noValidate onSubmit={save} aria-busy={saving}>
        <div className="field">
          <span className="field__label">{t('account.fields.email')}</span>
          <p className="profile-form__email">{profile.email}</p>
        </div>
        <DemographicFields
          idPrefix={idPrefix}
          values={values}
          onChange={change}
          errors={errors}
          readOnly={!editing}
        />

        <div className="field">
          <label className="choice" htmlFor={dontSaveId}>
            <input
              id={dontSaveId}
              type="checkbox"
              checked={values.rejectSaveData}
              disabled={!editing}
              aria-describedby={`${dontSaveId}-hint`}
              onChange={(event) => {
                if (event.target.checked) setConfirming(true);
                else change({ rejectSaveData: false });
              }}
            />
            <span>{t('account.profile.dontSaveData')}</span>
          </label>
          <p id={`${dontSaveId}-hint`} className="field__hint">
            {t('account.profile.dontSaveDataHint')}
          </p>
        </div>

        {notice && (
          <p
            className={notice.kind === 'saved' ? 'form__status' : 'form__alert'}
            role={notice.kind === 'saved' ? 'status' : 'alert'}
          >
            {notice.text}
          </p>
        )}

        <div className="form__actions">
          {editing ? (
            <>
              {/* Keys: React must not turn the clicked Edit button into this submit button, or the
                  click that starts editing would also submit the form. */}
              <button key="save" type="submit" className="button" disabled={saving}>
                {saving ? t('account.profile.saving') : t('account.profile.save')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={saving}
                onClick={() => {
                  setDraft(null);
                  setErrors({});
                  setNotice(null);
                }}
              >
                {t('account.profile.cancel')}
              </button>
            </>
          ) : (
            <button
              key="edit"
              type="button"
              className="button"
              onClick={() => {
                setDraft(toDraft(profile));
                setNotice(null);
              }}
            >
              {t('account.profile.edit')}
            </button>
          )}
        </div>
      </form>

      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="dialog__overlay" />
          <AlertDialog.Content className="dialog">
            <AlertDialog.Title className="dialog__title">
              {t('account.profile.confirmTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description>{t('account.profile.confirmText')}</AlertDialog.Description>
            <div className="dialog__actions">
              <AlertDialog.Cancel className="button button--secondary">
                {t('account.profile.confirmCancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className="button"
                onClick={() => change({ rejectSaveData: true })}
              >
                {t('account.profile.confirmContinue')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
