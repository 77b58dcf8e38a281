// What a participant who finished sees when the study has a reader check (docs/reader-check.md
// "In a study"): the link to their text for their readers, with Copy and a QR code to show on a
// phone. Nothing when the study makes no check.
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { useParticipantReaderCheck } from '../api/study-reader-checks-api.ts';
import { useQrDataUrl } from './study-links.tsx';
import '../research.css';

function CheckLink({ url, readers, targetReaders }: { url: string; readers: number; targetReaders: number }) {
  const { t } = useTranslation('studies');
  const qr = useQrDataUrl(url);
  return (
    <section className="research__reader-check" aria-labelledby="participant-reader-check">
      <h2 id="participant-reader-check">{t('studies.readerChecks.participantHeading')}</h2>
      <p>{t('studies.readerChecks.participantText', { count: targetReaders })}</p>
      <p>
        <code className="research__url">{url}</code>
      </p>
      <p className="research__link-actions">
        <CopyButton text={url} label={t('studies.links.copy')} copiedLabel={t('studies.links.copied')} />
      </p>
      <img className="research__qr" src={qr} width={160} height={160} alt={t('studies.links.qrAlt', { url })} />
      <p className="field__hint">{t('studies.readerChecks.participantReaders', { readers, target: targetReaders })}</p>
    </section>
  );
}

export function ParticipantReaderCheck({ token, participantId }: { token: string; participantId: string }) {
  const { t } = useTranslation('studies');
  const check = useParticipantReaderCheck(token, participantId);
  if (check.isError)
    return (
      <p role="alert" className="research__reader-check">
        {t('studies.readerChecks.participantLoadFailed')}{' '}
        <button type="button" className="button button--secondary button--small" onClick={() => void check.refetch()}>
          {t('studies.readerChecks.participantRetry')}
        </button>
      </p>
    );
  if (!check.data) return null;
  return <CheckLink {...check.data} />;
}
