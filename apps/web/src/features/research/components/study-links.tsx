// A study's participant links (docs/research.md "Links"): each link with Copy, its QR code
// (drawn in the browser from the link, downloadable as SVG) and, per arm, "Preview as participant".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Study, StudyLink } from '@scicomm/shared/study-api';
import { CopyButton } from '../../../components/copy-button.tsx';
import { qrCodeDataUrl } from '../../../lib/qr-code.ts';
import { PersonalLinks } from './personal-links.tsx';

export const participantUrl = (token: string) => `${window.location.origin}/study/${token}`;

/** The QR code of a link as an SVG data URL, drawn in the browser. */
export const useQrDataUrl = (text: string): string => useMemo(() => qrCodeDataUrl(text), [text]);

function LinkCard({
  link,
  identification,
}: {
  link: StudyLink;
  identification: Study['identification'];
}) {
  const { t } = useTranslation('studies');
  const url = participantUrl(link.token);
  const qr = useQrDataUrl(url);
  return (
    <li className="research__link">
      <h3>
        {link.arm === null
          ? t('studies.links.random')
          : t('studies.links.forArm', { arm: t(`studies.arm.${link.arm}`) })}
      </h3>
      <p>
        <code className="research__url">{url}</code>
      </p>
      {identification === 'link' && (
        <p className="field__hint">
          {t('studies.links.personal')}
        </p>
      )}
      <p className="research__link-actions">
        <CopyButton text={url} label={t('studies.links.copy')} copiedLabel={t('studies.links.copied')} />
      </p>
      <p>
        <img
          className="research__qr"
          src={qr}
          width={160}
          height={160}
          alt={t('studies.links.qrAlt', { url })}
        />
        <br />
        <a href={qr} download={`study-link-${link.arm ?? 'random'}.svg`}>
          {t('studies.links.qrDownload')}
        </a>
      </p>
    </li>
  );
}

export function StudyLinks({ study }: { study: Study }) {
  const { t } = useTranslation('studies');
  return (
    <section aria-labelledby="study-links" className="research__section">
      <h2 id="study-links">{t('studies.links.heading')}</h2>
      <p>{t('studies.links.intro')}</p>
      <ul className="research__links">
        {study.links.map((link) => (
          <LinkCard key={link.token} link={link} identification={study.identification} />
        ))}
      </ul>
      {study.identification === 'link' && <PersonalLinks study={study} />}
      <p className="field__hint">{t('studies.links.previewHint')}</p>
      <ul className="research__previews">
        {study.arms.map((arm) => (
          <li key={arm}>
            <Link to={`/research/studies/${study.id}/preview/${arm}`}>
              {t('studies.links.preview', { arm: t(`studies.arm.${arm}`) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
