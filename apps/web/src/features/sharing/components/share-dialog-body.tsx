// The share dialog's content: the task's live links, each with Copy (a 'copied' indicator for
// 1500 ms, docs/product.md §9; the legacy copy as a fallback, §8) and Revoke, which asks first (a
// revoked link cannot be brought back: "Yes, revoke" or "Keep link", focus on keeping it); then
// the expiry choice (never, 7 days, 30 days) and Create link.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskType } from '@scicomm/shared/account-api';
import type { Share } from '@scicomm/shared/share-api';
import { SHARE_COPIED_MS, SHARE_EXPIRY_CHOICES } from '@scicomm/shared/share-settings';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useCreateShare } from '../api/create-share.ts';
import { useRevokeShare } from '../api/revoke-share.ts';
import { copyText } from '../lib/copy-text.ts';

interface ShareDialogBodyProps {
  taskType: TaskType;
  taskId: string;
  shares: Share[];
}

type Expiry = (typeof SHARE_EXPIRY_CHOICES)[number];

/** The token is the last part of the link (docs/product.md §4 "Share"). */
const tokenOf = (share: Share) => share.url.slice(share.url.lastIndexOf('/share/') + '/share/'.length);

function LinkItem({
  share,
  number,
  revoking,
  revokeFailed,
  onRevoke,
  announce,
}: {
  share: Share;
  number: number;
  /** This link's revocation is on its way, or failed. */
  revoking: boolean;
  revokeFailed: boolean;
  onRevoke(token: string): void;
  announce(message: string): void;
}) {
  const { t, i18n } = useTranslation(['server-errors', 'sharing']);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  // Focus follows the question: onto "Keep link" when it is asked, back to Revoke when it is not.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) revokeButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), SHARE_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const expiry = useMemo(() => {
    if (!share.expiresAt) return t('sharing.neverExpires');
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
      new Date(share.expiresAt),
    );
    return t('sharing.expiresOn', { date });
  }, [share.expiresAt, t, i18n.language]);

  const copy = async () => {
    const done = await copyText(share.url, field.current);
    setCopyFailed(!done);
    setCopied(done);
    announce(done ? t('sharing.copied') : t('sharing.copyFailed'));
  };

  const revoke = () => {
    setConfirming(false);
    onRevoke(tokenOf(share));
  };

  return (
    <li className="share-link">
      <label htmlFor={fieldId}>{t('sharing.link', { number })}</label>
      <input
        ref={field}
        id={fieldId}
        className="share-link__url"
        type="text"
        readOnly
        value={share.url}
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="field__hint">{expiry}</p>
      <div className="share-link__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => void copy()}
          aria-label={copied ? undefined : t('sharing.copyLink', { number })}
        >
          {copied ? t('sharing.copied') : t('sharing.copy')}
        </button>
        {!confirming && (
          <button
            ref={revokeButton}
            type="button"
            className="button button--small button--secondary"
            onClick={() => setConfirming(true)}
            disabled={revoking}
            aria-label={revoking ? undefined : t('sharing.revokeLink', { number })}
          >
            {revoking ? t('sharing.revoking') : t('sharing.revoke')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="share-link__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>{t('sharing.revokeQuestion', { number })}</p>
          <div className="share-link__actions">
            <button type="button" className="button button--small share-link__revoke-yes" onClick={revoke} aria-label={t('sharing.revokeYesLink', { number })}>
              {t('sharing.revokeYes')}
            </button>
            <button ref={keepButton} type="button" className="button button--small button--secondary" onClick={() => setConfirming(false)} aria-label={t('sharing.keepLink', { number })}>
              {t('sharing.keep')}
            </button>
          </div>
        </div>
      )}
      {copyFailed && (
        <p className="share-dialog__error" role="alert">
          {t('sharing.copyFailed')}
        </p>
      )}
      {revokeFailed && (
        <p className="share-dialog__error" role="alert">
          {t('sharing.revokeFailed')}
        </p>
      )}
    </li>
  );
}

export function ShareDialogBody({
  taskType,
  taskId,
  shares,
}: ShareDialogBodyProps) {
  const { t, i18n } = useTranslation(['server-errors', 'sharing']);
  const [expiry, setExpiry] = useState<Expiry>(null);
  const creation = useCreateShare(taskType, taskId);
  const creating = creation.isPending;
  const createError = creation.isError
    ? t('sharing.createFailed', { message: serverErrorText(i18n, creation.error, String(creation.error)) })
    : null;
  const [announcement, setAnnouncement] = useState('');
  const expiryName = useId();
  const createButton = useRef<HTMLButtonElement>(null);

  const create = () => creation.mutate(expiry, { onSuccess: () => setAnnouncement(t('sharing.created')) });
  // Here, not in the link's item, which leaves the list once its link is revoked.
  const revocation = useRevokeShare(taskType, taskId);
  const revoke = (token: string) =>
    revocation.mutate(token, {
      onSuccess: () => {
        setAnnouncement(t('sharing.revoked'));
        // The revoked link's buttons leave with it: keep keyboard focus in the dialog.
        createButton.current?.focus();
      },
    });

  return (
    <div className="share-dialog__body">
      <h3 className="share-dialog__heading">{t('sharing.links')}</h3>
      {shares.length === 0 ? (
        <p>{t('sharing.noLinks')}</p>
      ) : (
        <ul className="share-dialog__links">
          {shares.map((share, index) => (
            <LinkItem
              key={share.token}
              share={share}
              number={shares.length - index}
              announce={setAnnouncement}
              revoking={revocation.isPending && revocation.variables === tokenOf(share)}
              revokeFailed={revocation.isError && revocation.variables === tokenOf(share)}
              onRevoke={revoke}
            />
          ))}
        </ul>
      )}
      <fieldset className="share-dialog__expiry">
        <legend>{t('sharing.expiry')}</legend>
        {SHARE_EXPIRY_CHOICES.map((days) => (
          <label key={String(days)} className="share-dialog__choice">
            <input
              type="radio"
              name={expiryName}
              checked={expiry === days}
              onChange={() => setExpiry(days)}
            />
            {days === null ? t('sharing.expiryNever') : t('sharing.expiryDays', { count: days })}
          </label>
        ))}
      </fieldset>
      <button
        ref={createButton}
        type="button"
        className="button"
        onClick={create}
        disabled={creating}
        aria-busy={creating}
      >
        {creating ? t('sharing.creating') : t('sharing.create')}
      </button>
      {createError && (
        <p className="share-dialog__error" role="alert">
          {createError}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
