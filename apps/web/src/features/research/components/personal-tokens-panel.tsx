// The profile page's personal access tokens (docs/research.md "Corpora"), shown to researchers
// only: make one for a script (it is shown once, with a copy button), see when each was last
// used, revoke one. The tokens reach the corpus routes and nothing else.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createPersonalTokenSchema } from '@scicomm/shared/corpus-api';
import { CopyButton } from '../../../components/copy-button.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useResearchAccess } from '../api/research-api.ts';
import { useCreatePersonalToken, usePersonalTokens, useRevokePersonalToken } from '../api/personal-tokens-api.ts';

const nameSchema = z.object({ name: createPersonalTokenSchema.shape.name.min(1, 'research.tokens.nameMissing') });

export function PersonalTokensPanel({ userId }: { userId: string }) {
  const access = useResearchAccess(userId);
  const isResearcher = access.data?.researcher === true && !('twoFactorMissing' in access.data && access.data.twoFactorMissing);
  if (!isResearcher) return null;
  return <PersonalTokens userId={userId} />;
}

function PersonalTokens({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['research', 'server-errors']);
  const ids = { heading: useId(), name: useId(), nameError: useId() };
  const tokens = usePersonalTokens(userId, true);
  const create = useCreatePersonalToken(userId);
  const revoke = useRevokePersonalToken(userId);
  const form = useSchemaForm<{ name: string }, { name: string }>(nameSchema, { name: '' });
  const nameError = form.formState.errors.name?.message;
  const submit = form.handleSubmit(({ name }) => create.mutate(name, { onSuccess: () => form.reset() }));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const error = create.error ?? revoke.error ?? tokens.error;

  return (
    <section aria-labelledby={ids.heading} className="profile-panel">
      <h2 id={ids.heading}>{t('research.tokens.heading')}</h2>
      <p>{t('research.tokens.intro')}</p>
      {tokens.data && tokens.data.tokens.length > 0 && (
        <ul>
          {tokens.data.tokens.map((token) => (
            <li key={token.id}>
              <span dir="auto">{token.name}</span> ·{' '}
              {t('research.tokens.made', { date: dates.format(new Date(token.createdAt)) })} ·{' '}
              {token.lastUsedAt ? t('research.tokens.used', { date: dates.format(new Date(token.lastUsedAt)) }) : t('research.tokens.unused')}{' '}
              <button type="button" className="button button--secondary" disabled={revoke.isPending} onClick={() => revoke.mutate(token.id)}>
                {t('research.tokens.revoke', { name: token.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={ids.name}>
            {t('research.tokens.name')}
          </label>
          <input
            id={ids.name}
            className="field__control"
            dir="auto"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            {...form.register('name')}
          />
          {nameError && (
            <p id={ids.nameError} className="field__error" role="alert">
              {t(nameError)}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={create.isPending}>
          {t('research.tokens.make')}
        </button>
      </form>
      {create.data && (
        <div role="status">
          <p>{t('research.tokens.madeOnce')}</p>
          <code dir="ltr">{create.data.token}</code> <CopyButton text={create.data.token} label={t('research.tokens.copy')} copiedLabel={t('research.tokens.copied')} />
        </div>
      )}
      {error && (
        <p role="alert" className="field__error">
          {t('research.tokens.error', { message: serverErrorText(i18n, error, error.message) })}
        </p>
      )}
    </section>
  );
}
