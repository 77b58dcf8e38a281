// /study/:token (docs/research.md "Taking part"): a study's participant link. The study's start
// page (consent, Start), then the exercise's chat in the arm the server gave this participant.
// The participant's id is kept per link in this browser, so a reload continues in the same arm
// and, in the same tab, offers the same session back. Once the study is closed or ended, a
// participant who began a session (its first answer stored) may finish it — Continue, without
// Restart or Start over — and everybody else sees the closed page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EXERCISE_KEYS, type Participation } from '@scicomm/shared/study-api';
import { useRefusedByServer } from '../../lib/prerender-data.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  forgetParticipant,
  getResumableSession,
  keptParticipantId,
  participantTurnUrl,
  useKeptParticipant,
  useParticipation,
} from '../../features/research/api/participation-api.ts';
import {
  ParticipationStart,
  StudyClosedPage,
} from '../../features/research/components/participation-start.tsx';
import { ParticipantReaderCheck } from '../../features/research/components/participant-reader-check.tsx';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { loadSavedSession, saveSession } from '../../features/exercises/lib/saved-session.ts';
import { researchFieldsFromQuery } from '../../features/exercises/lib/research-query.ts';

function StudyChat({
  token,
  participantId,
  study,
}: {
  token: string;
  participantId: string;
  study: Participation;
}) {
  usePageTitle(study.title);
  const { t } = useTranslation('studies');
  const [params] = useSearchParams();
  const initialFields = useMemo(() => researchFieldsFromQuery(params, true), [params]);
  const open = study.state === 'open';
  // No site Welcome dialog here: Start accepted the site's terms with the study's consent.
  return (
    <div className="exercise-page">
      <h1>{study.title}</h1>
      {study.description && <p className="lead">{study.description}</p>}
      {!open && (
        <p className="research__finish-only" role="note">
          {t('studies.participate.finishOnly')}
        </p>
      )}
      <ChatScreen
        exercise={EXERCISE_KEYS[study.exercise]}
        endpoint={participantTurnUrl(token, participantId)}
        initialFields={initialFields}
        newSessions={open}
        restartWhenFinished={false}
        research="study"
        // A study with a reader check: the participant who finished gets its link for their readers.
        renderFinished={() => <ParticipantReaderCheck token={token} participantId={participantId} />}
      />
    </div>
  );
}

/**
 * A participant who enrolled again where their session is not kept (their personal link opened
 * in another browser) gets it back from the server, kept in this tab as the chat keeps its own,
 * so the chat offers it with Continue.
 */
async function restoreSession(
  token: string,
  participantId: string,
  study: Participation,
): Promise<void> {
  const endpoint = participantTurnUrl(token, participantId);
  const exercise = EXERCISE_KEYS[study.exercise];
  if (loadSavedSession(endpoint, exercise)) return;
  const session = await getResumableSession(token, participantId);
  if (!session) return;
  saveSession(endpoint, {
    exercise,
    history: session.history,
    messages: session.messages as unknown as Parameters<typeof saveSession>[1]['messages'],
    draft: '',
  });
}

/** Whether this tab keeps a session of the participant that the server stored (it has a taskId). */
function beganSession(token: string, participantId: string, study: Participation): boolean {
  const saved = loadSavedSession(
    participantTurnUrl(token, participantId),
    EXERCISE_KEYS[study.exercise],
  );
  return typeof saved?.history.taskId === 'string' && saved.history.taskId !== '';
}

/**
 * A participant this browser already started on this link: straight to the chat, once the server
 * confirms they still take part (after the study's data was deleted, the link starts afresh).
 */
function ResumedChat({
  token,
  participantId,
  onGone,
}: {
  token: string;
  participantId: string;
  onGone: () => void;
}) {
  const study = useParticipation(token);
  const kept = useKeptParticipant(token, participantId);
  useEffect(() => {
    if (kept.data === 'no') onGone();
  }, [kept.data, onGone]);
  if (!study.data || kept.data !== 'yes') return null;
  if (study.data.state !== 'open' && !beganSession(token, participantId, study.data))
    return <StudyClosedPage state={study.data.state} />;
  return <StudyChat token={token} participantId={participantId} study={study.data} />;
}

export function StudyParticipationRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const identifier = (params.get('participantName') ?? params.get('participant') ?? '')
    .trim()
    .slice(0, 200);
  const personalKey = (params.get('key') ?? '').trim().slice(0, 100);
  const [started, setStarted] = useState<{ participantId: string; study: Participation } | null>(
    null,
  );
  const [forgotten, setForgotten] = useState(false);
  // A link the server knows no study of (its not-found view, in the HTML) has no session to resume:
  // the first render is that view, as the server rendered it, whatever this browser kept.
  const unknownToServer = useRefusedByServer();
  const kept = useMemo(
    () => (forgotten || unknownToServer ? null : keptParticipantId(token, identifier)),
    [token, identifier, forgotten, unknownToServer],
  );
  const forget = useCallback(() => {
    forgetParticipant(token, identifier);
    setForgotten(true);
  }, [token, identifier]);
  if (started)
    return <StudyChat token={token} participantId={started.participantId} study={started.study} />;
  if (kept) return <ResumedChat token={token} participantId={kept} onGone={forget} />;
  return (
    <ParticipationStart
      token={token}
      identifier={identifier}
      personalKey={personalKey}
      onStarted={(participantId, study) => {
        // Without the session back, the participant simply starts a new one.
        void restoreSession(token, participantId, study)
          .catch(() => undefined)
          .finally(() => setStarted({ participantId, study }));
      }}
    />
  );
}
