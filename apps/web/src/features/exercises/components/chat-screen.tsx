// The chat exercise screen shared by all exercises (docs/product.md §2 "Chat exercise screen"): the
// notice, the conversation with its typing indicator, options in bot messages, the text box
// (or the table-input form when the coach asks for a table), a retry after a failed call, and
// Restart, available at any point; once finished and stored, whatever the page offers to share
// it (renderShare: the route puts the sharing feature's Share there).
// Work is never lost (docs/exercises.md): a kept session is offered back first (Continue / Start over),
// Restart asks once the student has written, and a finished exercise disables the text box
// with a note and shows the summary of the texts.
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExerciseId } from '@scicomm/coach/exercises/finish-rules';
import { isCoachLanguage } from '@scicomm/coach/i18n/language';
import { useChatOpening } from '../../../lib/prerender-data.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { loadRouteStrings } from '../../../lib/browser-i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { ExerciseHistory } from '../api/post-exercise-turn.ts';
import { useExerciseChat, type KeptSession } from '../hooks/use-exercise-chat.ts';
import { fieldsAreFinished, historyFields } from '../lib/chat-state.ts';
import type { ResearchKeeping } from '../lib/research-query.ts';
import { useExerciseKeyTerms } from '../hooks/use-exercise-key-terms.ts';
import { Composer } from './composer.tsx';
import { ExerciseKeyTerms } from './exercise-key-terms.tsx';
import { loadRemarkLines } from './message-bubble.tsx';
import { MessageList } from './message-list.tsx';
import { RestartButton } from './restart-button.tsx';
import { ResumeOffer } from './resume-offer.tsx';
import './chat-screen.css';

// The summary shows once an exercise is finished; its measures need the jargon package, which
// is fetched then rather than with the page (docs/performance.md).
const ExerciseSummary = lazy(async () => {
  const [summary] = await Promise.all([import('./exercise-summary.tsx'), loadRouteStrings(['coachReports'])]);
  return { default: summary.ExerciseSummary };
});

// The form of a table answer comes with the first question that asks for one, or before: as the
// student first sends (such a question answers a text).
const loadTableInputForm = () => import('./table-input-form.tsx');
const TableInputForm = lazy(async () => ({ default: (await loadTableInputForm()).TableInputForm }));

export interface ChatScreenProps {
  exercise: ExerciseId;
  /** The exercise call, e.g. /api/HalfLife. */
  endpoint: string;
  /** Fields the history starts with and keeps on Restart (isResearch, participantName). */
  initialFields?: ExerciseHistory;
  messageDelayMs?: number;
  /** Rendered beside Restart once the exercise is finished and has a stored task. */
  renderShare?: (taskId: string) => ReactNode;
  /** Rendered under the actions once the exercise is finished and stored (a study's reader check). */
  renderFinished?: (taskId: string) => ReactNode;
  /** False: no Restart or Start over — the session kept may go on, no new one begins (a closed study). */
  newSessions?: boolean;
  /** False: a finished exercise offers no Restart (a study's participant takes part once). */
  restartWhenFinished?: boolean;
  /**
   * The exercise's coach gives jargon feedback: the writer may mark key terms, which it leaves out
   * (docs/exercises.md "Key terms").
   */
  keyTerms?: boolean;
  /**
   * A research session, and whose: the notice above the chat and the end say what is kept, and
   * for whom (docs/research.md "What participants are told"). Without it, a session that starts
   * as research (?research=1 on an exercise's page) is the default study's, said once hydrated:
   * the page's HTML is the exercise's, prerendered without the query.
   */
  research?: ResearchKeeping;
  /** Called after each turn the server answered (work for a course: its page asks again). */
  onTurnAnswered?: (() => void) | undefined;
  /** The session the server keeps for this account (a course assignment's), continued when the tab keeps none. */
  keptElsewhere?: (() => Promise<KeptSession | null>) | undefined;
}

export function ChatScreen({
  exercise,
  endpoint,
  initialFields,
  messageDelayMs,
  renderShare,
  renderFinished,
  newSessions = true,
  restartWhenFinished = true,
  keyTerms: offerKeyTerms = false,
  research: researchGiven,
  onTurnAnswered,
  keptElsewhere,
}: ChatScreenProps) {
  const { t, i18n } = useTranslation(['exerciseSession', 'exercises']);
  const { state } = useAuth();
  const hydrated = useHydrated();
  const research = researchGiven ?? (hydrated && initialFields?.isResearch === true ? 'default-study' : undefined);
  const [keyTerms, setKeyTerms] = useExerciseKeyTerms(endpoint);
  const opening = useChatOpening(exercise, endpoint, i18n.resolvedLanguage);
  const chat = useExerciseChat({
    exercise,
    endpoint,
    enabled: state.status !== 'loading',
    // The coach speaks the site's languages; anything else (never expected) is left to its English.
    ...(isCoachLanguage(i18n.resolvedLanguage) ? { language: i18n.resolvedLanguage } : {}),
    ...(initialFields ? { initialFields } : {}),
    ...(messageDelayMs !== undefined ? { messageDelayMs } : {}),
    ...(offerKeyTerms ? { keyTerms } : {}),
    ...(opening ? { opening: opening.messages, openingHtml: opening.html } : {}),
    ...(onTurnAnswered ? { onTurnAnswered } : {}),
    ...(keptElsewhere ? { keptElsewhere } : {}),
  });
  const textBox = useRef<HTMLTextAreaElement>(null);
  const taskId = chat.taskId ?? undefined;
  const { answerQuestion } = chat;
  const chatReports = useMemo(() => ({ exercise, place: 'chat' as const, taskId, answerQuestion }), [exercise, taskId, answerQuestion]);
  const summaryReports = useMemo(() => ({ exercise, place: 'summary' as const, taskId }), [exercise, taskId]);
  // The coach's remarks and table questions answer the student: their code is fetched as the first answer goes.
  useEffect(() => {
    if (!chat.hasStudentMessages) return;
    void loadRemarkLines();
    void loadTableInputForm();
  }, [chat.hasStudentMessages]);
  const last = chat.messages.at(-1);
  const tablePrompt = !chat.typing && last && !last.isStudent && last.inputType === 'table' ? last : null;

  const chooseOption = (value: string) => {
    // The option's button leaves with its question: keep keyboard focus in the chat.
    if (chat.sendOption(value)) textBox.current?.focus();
  };

  if (chat.resumable) {
    // A finished session kept in the tab: with restartWhenFinished false it is only shown again.
    const resumableFinished = fieldsAreFinished(exercise, historyFields(chat.resumable.history as ExerciseHistory));
    return (
      <section className="chat" aria-label={t('exercises.chatLabel')}>
        <ResumeOffer
          savedAt={chat.resumable.savedAt}
          onContinue={chat.resume}
          onStartOver={newSessions && (restartWhenFinished || !resumableFinished) ? chat.startOver : undefined}
          finished={resumableFinished}
        />
      </section>
    );
  }

  return (
    <section className="chat" aria-label={t('exercises.chatLabel')}>
      <p className="chat__notice">{t(research ? 'exercises.noticeResearch' : 'exercises.notice')}</p>
      <MessageList
        messages={chat.messages}
        keys={chat.messageKeys}
        typing={chat.typing}
        onOption={chooseOption}
        waiting={!chat.acceptsAnswers}
        reportContext={chatReports}
        messageHtml={chat.messageHtml}
        openingHtml={chat.openingHtml}
      />
      {chat.error !== null && (
        <div className="chat__error" role="alert">
          <span>{t('exercises.failed', { message: chat.error })}</span>
          <button type="button" className="button button--small" onClick={chat.retry}>
            {t('exercises.retry')}
          </button>
        </div>
      )}
      {tablePrompt && !chat.finished ? (
        <Suspense fallback={null}>
          <TableInputForm
            key={tablePrompt.id}
            headers={tablePrompt.tableHeaders ?? []}
            minimumRows={tablePrompt.minimumRows}
            tableData={tablePrompt.tableData}
            exampleRow={tablePrompt.exampleRow}
            onSubmit={(headers, rows) => {
              const sent = chat.sendTable(headers, rows);
              // The text box comes back in place of the form: keyboard focus goes with it.
              if (sent) window.setTimeout(() => textBox.current?.focus(), 0);
              return sent;
            }}
          />
        </Suspense>
      ) : (
        <Composer
          ref={textBox}
          draft={chat.draft}
          onDraftChange={chat.setDraft}
          onSend={chat.send}
          onPaste={chat.notePaste}
          waiting={!chat.acceptsAnswers}
          disabledNote={
            chat.finished ? t(restartWhenFinished ? 'exerciseSession.finishedNote' : 'exerciseSession.finishedNoteFinal') : undefined
          }
        />
      )}
      {offerKeyTerms && !chat.finished && <ExerciseKeyTerms terms={keyTerms} onChange={setKeyTerms} />}
      <div className="chat__actions">
        {chat.finished && <p className="chat__finished">{t('exercises.finished')}</p>}
        {newSessions && (restartWhenFinished || !chat.finished) && (
          <RestartButton
            confirm={chat.hasStudentMessages}
            primary={chat.finished}
            // Restart asks for the greeting: not before the session is known, as the chat's own first
            // call (use-exercise-chat.ts `enabled`), or that call would greet a second time.
            disabled={!hydrated || state.status === 'loading'}
            onRestart={() => {
              chat.restart();
              textBox.current?.focus();
            }}
          />
        )}
        {chat.finished && chat.taskId !== null && renderShare?.(chat.taskId)}
      </div>
      {chat.finished && chat.taskId !== null && renderFinished?.(chat.taskId)}
      {chat.finished && (
        <Suspense fallback={null}>
          <ExerciseSummary
            exercise={exercise}
            title={t(`exercises.${exercise}.heading`)}
            fields={chat.fields}
            keeping={research ?? (state.status === 'signed-out' ? 'guest' : undefined)}
            messages={chat.messages}
            reportContext={summaryReports}
          />
        </Suspense>
      )}
    </section>
  );
}
