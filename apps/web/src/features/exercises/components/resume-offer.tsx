// An exercise kept from an earlier visit of this tab (saved-session.ts) is offered back before
// anything else happens: Continue shows it again, Start over drops it (docs/exercises.md).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ResumeOfferProps {
  savedAt: string;
  onContinue: () => void;
  /** Absent: only Continue (a closed study takes no new session). */
  onStartOver?: (() => void) | undefined;
  /** The kept session is finished: it is shown again, not continued (nor called "in progress"). */
  finished?: boolean;
}

export function ResumeOffer({ savedAt, onContinue, onStartOver, finished = false }: ResumeOfferProps) {
  const { t, i18n } = useTranslation(['exerciseSession', 'exercises']);
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => continueButton.current?.focus(), []);
  const time = new Date(savedAt).toLocaleTimeString(i18n.resolvedLanguage ?? 'en', { hour: '2-digit', minute: '2-digit' });
  return (
    <section className="resume-offer" aria-labelledby="resume-offer-title">
      <h2 id="resume-offer-title" className="resume-offer__title">
        {t(finished ? 'exerciseSession.resumeFinishedTitle' : 'exerciseSession.resumeTitle')}
      </h2>
      {/* Say only what is offered: without Start over (a closed study, a study's finished participant), Continue alone. */}
      <p>{t(textKey(finished, onStartOver !== undefined), { time })}</p>
      <div className="resume-offer__actions">
        <button ref={continueButton} type="button" className="button button--small" onClick={onContinue}>
          {t(finished ? 'exerciseSession.resumeShowTexts' : 'exerciseSession.resumeContinue')}
        </button>
        {onStartOver && (
          <button type="button" className="button button--secondary button--small" onClick={onStartOver}>
            {t('exerciseSession.resumeStartOver')}
          </button>
        )}
      </div>
    </section>
  );
}

function textKey(finished: boolean, startOver: boolean) {
  if (finished) return startOver ? 'exerciseSession.resumeFinishedText' : 'exerciseSession.resumeFinishedTextOnly';
  return startOver ? 'exerciseSession.resumeText' : 'exerciseSession.resumeTextContinueOnly';
}
