// The User Profile form (docs/product.md §4 "Profile form"): read-only until Edit Profile; Save returns to
// read-only on success and stays editable, with everything typed, on an error. Turning on
// "Don't Save Data" asks for confirmation first; once saved, the server has anonymised every
// past task and the caller clears the task list and the open conversation.
import { useId, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { updateProfileBodySchema, type Profile, type UpdateProfileBody } from '@scicomm/shared/account-api';
import { problemKey, putServerErrorOnField } from '../../../lib/form-errors.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { DemographicFields, type DemographicValues } from './demographic-fields.tsx';
import { DisplayNameField } from './display-name-field.tsx';
import '../account.css';

interface Draft extends DemographicValues {
  name: string;
  rejectSaveData: boolean;
}

const toDraft = (profile: Profile): Draft =>
  ({
    name: profile.name,
    gender: profile.gender,
    age: profile.age,
    academicBackground: profile.academicBackground,
    fieldOfStudy: profile.fieldOfStudy,
    country: profile.country,
    firstLanguage: profile.firstLanguage,
    goals: profile.goals ?? '',
    rejectSaveData: profile.rejectSaveData,
  }) as Draft;

const toBody = (body: UpdateProfileBody): UpdateProfileBody => ({
  ...body,
  goals: body.goals === null || body.goals.trim() === '' ? null : body.goals,
});

/** The shared schema the server checks the body with. */
const resolver = zodResolver(updateProfileBodySchema) as unknown as Resolver<Draft, unknown, UpdateProfileBody>;

export function ProfileForm({ onAnonymised }: { onAnonymised(): void }) {
  const { t } = useTranslation(['account', 'account-forms']);
  const [load] = useProfile();

  if (load.status === 'loading') return <p role="status">{t('account.profile.loading')}</p>;
  if (load.status === 'missing') return <p>{t('account.profile.missing')}</p>;
  if (load.status === 'error') return <p role="alert">{t('account.profile.loadFailed')}</p>;
  return <LoadedProfileForm profile={load.profile} onAnonymised={onAnonymised} />;
}

function LoadedProfileForm({ profile, onAnonymised }: { profile: Profile; onAnonymised(): void }) {
  const { t } = useTranslation(['account', 'account-forms']);
  const idPrefix = useId().replaceAll(':', '');
  const [, replace] = useProfile();
  const form = useForm<Draft, unknown, UpdateProfileBody>({
    defaultValues: toDraft(profile),
    resolver,
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, watch, setValue, formState } = form;
  const saving = formState.isSubmitting;
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'saved' | 'failed'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rejectSaveData = watch('rejectSaveData');
  const name = useWatch({ control, name: 'name' });
  const nameProblem = problemKey('name', formState.errors.name, name);

  const save = handleSubmit(
    async (body) => {
      setNotice(null);
      try {
        const saved = await updateProfile.mutateAsync(toBody(body));
        replace(saved.profile);
        reset(toDraft(saved.profile));
        setEditing(false);
        setNotice({ kind: 'saved', text: t('account.profile.saved') });
        if (saved.profile.rejectSaveData) onAnonymised();
      } catch (error) {
        putServerErrorOnField(error, form);
        setNotice({ kind: 'failed', text: t('account.profile.saveFailed') });
      }
    },
    () => setNotice({ kind: 'failed', text: t('account.profile.fixFields') }),
  );
  /** Edit or Cancel: the saved profile again in the fields, and no notice left from before. */
  const startOver = (edit: boolean) => {
    reset(toDraft(profile));
    setEditing(edit);
    setNotice(null);
  };

  const dontSaveId = `${idPrefix}-rejectSaveData`;
  return (
    <section className="account-section" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{t('account.profile.heading')}</h2>
      <form
        className="form profile-form"
        noValidate
        onSubmit={(event) => void save(event)}
        aria-busy={saving}
      >
        {profile.name === '' && !editing && <p className="field__hint">{t('account.profile.noName')}</p>}
        <DisplayNameField
          id={`${idPrefix}-name`}
          registration={form.register('name')}
          error={nameProblem ? t(nameProblem) : undefined}
          readOnly={!editing}
        />
        <div className="field">
          <span className="field__label">{t('account.fields.email')}</span>
          <p className="profile-form__email">{profile.email}</p>
        </div>
        <DemographicFields
          idPrefix={idPrefix}
          control={control as unknown as Control<DemographicValues>}
          readOnly={!editing}
        />

        <div className="field">
          <label className="choice" htmlFor={dontSaveId}>
            <input
              id={dontSaveId}
              type="checkbox"
              checked={rejectSaveData}
              disabled={!editing}
              aria-describedby={`${dontSaveId}-hint`}
              onChange={(event) => {
                if (event.target.checked) setConfirming(true);
                else setValue('rejectSaveData', false, { shouldDirty: true });
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
                onClick={() => startOver(false)}
              >
                {t('account.profile.cancel')}
              </button>
            </>
          ) : (
            <button
              key="edit"
              type="button"
              className="button"
              onClick={() => startOver(true)}
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
                onClick={() => setValue('rejectSaveData', true, { shouldDirty: true })}
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
