// What a participant sees before the exercise (docs/research.md "Taking part"): the study's
// title and description, its consent text with "I agree", what the study keeps (docs/research.md
// "What participants are told"), and Start. A link that is not valid,
// a closed or ended study, or a personal link without its identifier each get a clear page.
// Once started (or when this browser already started this link), `onStarted` hands over the
// participant's id: the route then shows the chat.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import type { Participation } from '@scicomm/shared/study-api';
import { ApiError } from '../../../lib/api-client.ts';
import { useConsent } from '../../../lib/consent.ts';
import { useRefusedByServer } from '../../../lib/prerender-data.tsx';
import { SiteTermsText } from '../../../components/site-terms-text.tsx';
import { serverErrorText } from '../../../lib/server-message.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useEnrol, useParticipation } from '../api/participation-api.ts';
import { StudyErrorLine } from './study-error-line.tsx';
import '../../../components/forms.css';
import '../research.css';

function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="message-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** A closed or ended study's page: it takes no new participants. */
export function StudyClosedPage({ state }: { state: 'closed' | 'ended' }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  return (
    <MessagePage title={t(`studies.participate.${state}`)}>
      <p>{t(`studies.participate.${state}Text`)}</p>
    </MessagePage>
  );
}

export interface ParticipationStartProps {
  token: string;
  /** The link's participant / participantName parameter ('' when none). */
  identifier: string;
  /** The personal link's key parameter ('' when none). */
  personalKey?: string;
  onStarted: (participantId: string, study: Participation) => void;
}

export function ParticipationStart({ token, identifier, personalKey = '', onStarted }: ParticipationStartProps) {
  const { t, i18n } = useTranslation(['server-errors', 'studies']);
  const study = useParticipation(token);
  // A link no study has comes from the server as this not-found view (docs/performance.md
  // "Refused pages"): it stays that while the page asks, so it paints before the script.
  const unknownToServer = useRefusedByServer();
  const notFound = (
    <MessagePage title={t('studies.participate.notFound')}>
      <p>{t('studies.participate.notFoundText')}</p>
    </MessagePage>
  );
  if (study.isPending)
    return unknownToServer ? (
      notFound
    ) : (
      <p className="message-page" role="status">
        {t('studies.participate.loading')}
      </p>
    );
  if (study.isError) {
    if (study.error instanceof ApiError && study.error.status === 404) return notFound;
    return (
      <MessagePage title={t('error.title')}>
        <p role="alert">
          {t('studies.participate.error', {
            message: serverErrorText(i18n, study.error, study.error.message),
          })}
        </p>
      </MessagePage>
    );
  }
  const data = study.data;
  if (data.state !== 'open') return <StudyClosedPage state={data.state} />;
  if (data.identification === 'link' && identifier === '') {
    return (
      <MessagePage title={t('studies.participate.needsIdentifier')}>
        <p>{t('studies.participate.needsIdentifierText')}</p>
      </MessagePage>
    );
  }
  return (
    <StartForm
      token={token}
      identifier={identifier}
      personalKey={personalKey}
      study={data}
      onStarted={onStarted}
    />
  );
}

function StartForm({
  token,
  identifier,
  personalKey = '',
  study,
  onStarted,
}: ParticipationStartProps & { study: Participation }) {
  const { t } = useTranslation(['server-errors', 'studies']);
  usePageTitle(study.title);
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const enrol = useEnrol(token, identifier, personalKey);
  // Start is the participant's one consent: it accepts the site's terms too, so the site's
  // Welcome dialog (a second consent, and a way out of the study) never opens in the study.
  const [, acceptSiteTerms] = useConsent(TERMS_CONSENT_COOKIE);
  const needsConsent = study.consentText !== null;
  return (
    <div className="research research--participant">
      <h1 dir="auto">{study.title}</h1>
      {study.description && <p className="research__description">{study.description}</p>}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (needsConsent && !agreed) return;
          enrol.mutate(agreed, {
            onSuccess: ({ participantId }) => {
              acceptSiteTerms();
              onStarted(participantId, study);
            },
          });
        }}
      >
        {needsConsent && (
          <section aria-labelledby={`${id}-consent`}>
            <h2 id={`${id}-consent`}>{t('studies.participate.consentHeading')}</h2>
            <p className="research__consent">{study.consentText}</p>
            <label className="choice">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
              />{' '}
              {t('studies.participate.agree')}
            </label>
          </section>
        )}
        <section aria-labelledby={`${id}-kept`}>
          <h2 id={`${id}-kept`}>{t('studies.participate.keptHeading')}</h2>
          <p>{t(study.identification === 'link' ? 'studies.participate.keptLink' : 'studies.participate.keptChat')}</p>
        </section>
        <p className="research__site-terms">
          <SiteTermsText text={t('studies.participate.siteTerms')} />
        </p>
        <button
          type="submit"
          className="button"
          disabled={(needsConsent && !agreed) || enrol.isPending}
        >
          {enrol.isPending ? t('studies.participate.starting') : t('studies.participate.start')}
        </button>
        <StudyErrorLine error={enrol.error} messageKey="studies.participate.startError" />
      </form>
    </div>
  );
}
