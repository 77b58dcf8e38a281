// The course's join code, link and QR code, for trainers to hand out (docs/courses.md "Joining").
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { qrCodeShape } from '../../../lib/qr-code.ts';

/** `children`: what the trainer may do with the code (a new one). */
export function JoinBox({ code, url, children }: { code: string; url: string; children?: React.ReactNode }) {
  const { t } = useTranslation('courses');
  const qr = useMemo(() => qrCodeShape(url), [url]);
  return (
    <section className="course-join-box" aria-labelledby="course-join-title">
      <h2 id="course-join-title">{t('courses.joinBox.title')}</h2>
      <p>
        {t('courses.joinBox.code')} <strong className="course-code" dir="ltr">{code}</strong>{' '}
        <CopyButton text={code} label={t('courses.joinBox.copyCode')} copiedLabel={t('courses.joinBox.codeCopied')} />
      </p>
      <p>
        {t('courses.joinBox.link')}{' '}
        <a href={url} dir="ltr" className="course-link">
          {url}
        </a>{' '}
        <CopyButton text={url} label={t('courses.joinBox.copyLink')} copiedLabel={t('courses.joinBox.linkCopied')} />
      </p>
      <svg
        className="course-qr"
        role="img"
        aria-label={t('courses.joinBox.qr')}
        viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
        width="160"
        height="160"
      >
        <rect x="-2" y="-2" width={qr.size + 4} height={qr.size + 4} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      {children}
    </section>
  );
}
