// A check's link and what the writer does with it (docs/reader-check.md "Results"): the readers'
// link with Copy and its QR code (lib/qr-code.ts, drawn in the browser, as a study's links), close or
// reopen, delete, and the exports.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderCheckSummary } from '@scicomm/shared/reader-check-api';
import { CopyButton } from '../../../components/copy-button.tsx';
import { qrCodeDataUrl } from '../../../lib/qr-code.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { exportReaderCheck, useDeleteReaderCheck, useSetReaderCheckClosed, type ExportFormat } from '../api/reader-checks.ts';

export function CheckLink({ check }: { check: ReaderCheckSummary }) {
  const { t } = useTranslation('reader-check');
  const qr = useMemo(() => qrCodeDataUrl(check.url), [check.url]);
  return (
    <section aria-labelledby="rc-link-title">
      <h2 id="rc-link-title">{t('readerCheck.results.link')}</h2>
      <p>
        <code className="rc-url" data-testid="reader-link">
          {check.url}
        </code>
      </p>
      <p className="rc-actions">
        <CopyButton text={check.url} label={t('readerCheck.results.copy')} copiedLabel={t('readerCheck.results.copied')} />
      </p>
      <p>
        <img className="rc-qr" src={qr} alt={t('readerCheck.results.qr')} />
        <br />
        <a href={qr} download="reader-check-qr.svg">
          {t('readerCheck.results.qrDownload')}
        </a>
      </p>
    </section>
  );
}

export function CheckControls({ userId, check, onDeleted }: { userId: string; check: ReaderCheckSummary; onDeleted: () => void }) {
  const { t, i18n } = useTranslation(['reader-check', 'server-errors']);
  const [failure, setFailure] = useState<string | null>(null);
  const close = useSetReaderCheckClosed(userId);
  const remove = useDeleteReaderCheck(userId);
  const exporting = useFileDownload(
    (format: ExportFormat) => exportReaderCheck(check.id, format),
    (format) => `reader-check.${format === 'json' ? 'json' : 'csv'}`,
  );
  /** The last action's failure is said under the buttons; the next action clears it. */
  const said = {
    onMutate: () => setFailure(null),
    onError: (error: Error) => setFailure(t('readerCheck.results.actionFailed', { message: serverErrorText(i18n, error, t('serverErrors.UNKNOWN')) })),
  };
  const download = (format: ExportFormat) => {
    setFailure(null);
    exporting.mutate(format, { onError: said.onError });
  };
  return (
    <>
      <p>
        {t('readerCheck.results.state', { state: t(check.state === 'open' ? 'readerCheck.list.open' : 'readerCheck.list.closed') })}{' '}
        {check.closesAt && t('readerCheck.results.closesAt', { date: new Date(check.closesAt).toLocaleDateString() })}
      </p>
      <p className="rc-actions">
        <button type="button" className="button button--secondary" onClick={() => {
            said.onMutate();
            close.mutate({ id: check.id, closed: !check.closedByWriter }, { onError: said.onError });
          }}
        >
          {check.closedByWriter ? t('readerCheck.results.reopen') : t('readerCheck.results.close')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (!window.confirm(t('readerCheck.results.confirmDelete'))) return;
            said.onMutate();
            remove.mutate(check.id, { onSuccess: onDeleted, onError: said.onError });
          }}
        >
          {t('readerCheck.results.delete')}
        </button>
      </p>
      <h2>{t('readerCheck.results.exportTitle')}</h2>
      <p className="rc-actions">
        <button type="button" className="button button--secondary button--small" onClick={() => download('csv')}>
          {t('readerCheck.results.exportCsv')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => download('json')}>
          {t('readerCheck.results.exportJson')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => download('codebook')}>
          {t('readerCheck.results.exportCodebook')}
        </button>
      </p>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
