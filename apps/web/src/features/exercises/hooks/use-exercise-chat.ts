// The state of an exercise chat (docs/product.md §4 "Exercise chat"): the conversation, the history the
// server returned, the bot messages still to be shown, the request in flight and its failure.
// - On load (once `enabled`, i.e. authentication has resolved) one request with an empty
//   message list fetches the first bot messages.
// - Each send appends the student's message and posts the whole conversation; bot messages
//   appear one at a time, `messageDelayMs` (1000 ms) apart, the typing indicator on until the
//   last is shown. A new send shows what is still pending at once and cancels those timers, so
//   no bot message is ever lost.
// - A failed call takes the unsent message back out of the conversation, puts the typed text
//   back in the text box and offers a retry (the original stayed silent, docs/product.md §8).
// - copyPasteCheck (docs/exercises.md): the characters pasted into the text box since it was
//   last empty are counted, and a written answer carries `pasted` and `pastedChars` (at most
//   the answer's length) on the student's message; the history is never touched (the server
//   seals it and records the evidence itself). Options and tables carry none.
// - Restart clears messages, timers and history, keeps the research fields, and starts again.
// - Work is never lost (docs/exercises.md): every settled state (the conversation, the sealed history
//   the server returned, the draft) is kept in sessionStorage (saved-session.ts). On load a kept
//   session with a student message is offered back (`resumable`): resume() shows it again with
//   no call (the history's seal lets the server continue it), startOver() drops it. While a
//   call is in flight the state from before the send is kept, with the text sent as the draft.
// - `language` (the site's) goes with every turn: the coach answers in it; so do `keyTerms`, the
//   writer's, which the coach's jargon remarks leave out.
//
// The transitions are the pure reducer of lib/chat-state.ts (docs/exercise-chat.md); this hook
// runs what they call for: the request, the timers that show waiting bot messages, storage.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, FieldValue } from '@scicomm/coach';
import type { ExerciseId } from '@scicomm/coach/finish-rules';
import { htmlToPlainText } from '@scicomm/coach/html';
import { postExerciseTurn, type ExerciseHistory } from '../api/post-exercise-turn.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import {
  chatReducer,
  fieldsAreFinished,
  historyFields,
  initialChatState,
  isTyping,
  retryEvent,
  sessionToKeep,
  shownMessages,
  type ChatEvent,
  type ChatState,
} from '../lib/chat-state.ts';
import { studentTextToHtml, tableToHtml } from '../lib/message-html.ts';
import { botMessageDelayMs } from '../lib/message-delay.ts';
import { clearSavedSession, loadSavedSession, saveSession, type SavedSession } from '../lib/saved-session.ts';

export interface UseExerciseChatOptions {
  exercise: ExerciseId;
  endpoint: string;
  /** Fields every conversation starts with and Restart keeps (isResearch, participantName). */
  initialFields?: ExerciseHistory;
  /** False while authentication is loading: nothing is sent before it resolves. */
  enabled: boolean;
  messageDelayMs?: number;
  /** The site's language, sent with every turn ('en', 'he', 'ar'). */
  language?: string;
  /** The writer's key terms, sent with every turn: the coach's jargon remarks leave them out. */
  keyTerms?: readonly string[];
  /** Keep the session in sessionStorage (default true). */
  persist?: boolean;
}

export interface ExerciseChat {
  /** The conversation as shown. */
  messages: ChatMessage[];
  /** A request is in flight or bot messages are still being shown. */
  typing: boolean;
  /** A request is in flight: sending waits. */
  busy: boolean;
  error: string | null;
  draft: string;
  setDraft: (draft: string) => void;
  /** Text was pasted into the text box (its length in characters). */
  notePaste: (chars: number) => void;
  finished: boolean;
  /** The stored task this conversation is (the server's signed taskId), once there is one. */
  taskId: string | null;
  /** Sends the text box's content; false when there was nothing to send or a call is running. */
  send: () => boolean;
  /** Sends an option's value as the student's answer. */
  sendOption: (value: string) => boolean;
  /** Sends a table-input answer (already normalised). */
  sendTable: (headers: string[], rows: string[][]) => boolean;
  retry: () => void;
  restart: () => void;
  /** The history the server returned last, its fields by camelCase name. */
  fields: Record<string, FieldValue>;
  /** The conversation has a message from the student (Restart asks first). */
  hasStudentMessages: boolean;
  /** A session kept from an earlier visit, offered back before anything is loaded. */
  resumable: SavedSession | null;
  /** Shows the kept session again and continues it. */
  resume: () => void;
  /** Drops the kept session and starts a new exercise. */
  startOver: () => void;
}

let studentIds = 0;
const newStudentId = () => `student-${Date.now().toString(36)}-${(studentIds += 1)}`;

/** A written answer as the student's message, or null when there is nothing to send. */
function writtenMessage(text: string, paste?: { pastedChars: number }): ChatMessage | null {
  if (text.trim() === '') return null;
  const html = studentTextToHtml(text);
  const plain = htmlToPlainText(html);
  if (plain.trim() === '') return null;
  const message: ChatMessage = { id: newStudentId(), text: html, isStudent: true, inputType: 'text' };
  if (paste) {
    const pastedChars = Math.min(paste.pastedChars, [...plain].length);
    message.pasted = pastedChars > 0;
    message.pastedChars = pastedChars;
  }
  return message;
}

export function useExerciseChat({
  exercise,
  endpoint,
  initialFields,
  enabled,
  messageDelayMs: messageDelayOption,
  language,
  keyTerms,
  persist = true,
}: UseExerciseChatOptions): ExerciseChat {
  const { i18n } = useTranslation();
  const [storedDelayMs] = useState(botMessageDelayMs);
  const messageDelayMs = messageDelayOption ?? storedDelayMs;
  const initialRef = useRef<ExerciseHistory>(initialFields ?? {});
  initialRef.current = initialFields ?? {};
  const languageRef = useRef(language);
  languageRef.current = language;
  const keyTermsRef = useRef(keyTerms);
  keyTermsRef.current = keyTerms;

  // The state lives in a ref as well as in React's state: a second click before the next render
  // must already see the call in flight (send() answers false).
  const [state, setState] = useState<ChatState>(() => initialChatState(initialRef.current));
  const stateRef = useRef(state);
  const abortRef = useRef<AbortController | null>(null);
  const timersRef = useRef<number[]>([]);

  const dispatch = useCallback((event: ChatEvent): ChatState => {
    stateRef.current = chatReducer(stateRef.current, event);
    setState(stateRef.current);
    return stateRef.current;
  }, []);

  const clearTimers = useCallback(() => {
    for (const timer of timersRef.current) window.clearTimeout(timer);
    timersRef.current = [];
  }, []);

  /** Runs the call the state asks for, if it is a new one; the outcome comes back as an event. */
  const run = useCallback(
    (before: ChatState, after: ChatState) => {
      const request = after.request;
      if (!request || request === before.request) return;
      // Sending shows every waiting bot message at once: their timers are done with.
      clearTimers();
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const isCurrent = () => stateRef.current.request?.id === request.id;
      postExerciseTurn(endpoint, after.history, shownMessages(after), {
        signal: controller.signal,
        ...(languageRef.current ? { language: languageRef.current } : {}),
        ...(keyTermsRef.current ? { keyTerms: keyTermsRef.current } : {}),
      }).then(
        (turn) => {
          if (!isCurrent()) return;
          const answered = dispatch({ type: 'answered', requestId: request.id, messages: turn.messages, history: turn.updatedHistory });
          const waiting = answered.conversation.length - answered.shown;
          timersRef.current = Array.from({ length: waiting }, (_, index) =>
            window.setTimeout(() => dispatch({ type: 'revealNext' }), (index + 1) * messageDelayMs),
          );
        },
        (error: unknown) => {
          if (!isCurrent()) return;
          const message = serverErrorText(i18n, error, error instanceof Error ? error.message : String(error));
          dispatch({ type: 'failed', requestId: request.id, message });
        },
      );
    },
    [clearTimers, dispatch, endpoint, i18n, messageDelayMs],
  );

  /** Dispatches an event and runs what it starts; false when the machine refused it. */
  const perform = useCallback(
    (event: ChatEvent): boolean => {
      const before = stateRef.current;
      const after = dispatch(event);
      run(before, after);
      return after !== before;
    },
    [dispatch, run],
  );

  const setDraft = useCallback((draft: string) => {
    dispatch({ type: 'draftChanged', draft });
  }, [dispatch]);
  const notePaste = useCallback((chars: number) => {
    dispatch({ type: 'pasted', chars });
  }, [dispatch]);

  const sendMessage = useCallback(
    (message: ChatMessage | null, clearDraft: boolean): boolean =>
      message !== null && stateRef.current.request === null && perform({ type: 'send', message, clearDraft }),
    [perform],
  );

  const send = useCallback((): boolean => {
    const { draft, pastedChars, request } = stateRef.current;
    return request === null && sendMessage(writtenMessage(draft, { pastedChars }), true);
  }, [sendMessage]);

  const sendOption = useCallback(
    (value: string): boolean => stateRef.current.request === null && sendMessage(writtenMessage(value), false),
    [sendMessage],
  );

  const sendTable = useCallback(
    (headers: string[], rows: string[][]): boolean =>
      sendMessage(
        { id: newStudentId(), text: tableToHtml(headers, rows), isStudent: true, inputType: 'table', tableHeaders: headers, tableData: rows },
        false,
      ),
    [sendMessage],
  );

  const retry = useCallback(() => {
    const event = retryEvent(stateRef.current);
    if (event) perform(event);
  }, [perform]);

  const stop = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    clearTimers();
    dispatch({ type: 'stop' });
  }, [clearTimers, dispatch]);

  const restart = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    clearTimers();
    clearSavedSession(endpoint);
    perform({ type: 'restart', initialFields: initialRef.current });
  }, [perform, clearTimers, endpoint]);

  const resume = useCallback(() => {
    dispatch({ type: 'resume' });
  }, [dispatch]);

  const startOver = useCallback(() => {
    clearSavedSession(endpoint);
    perform({ type: 'load' });
  }, [perform, endpoint]);

  useEffect(() => {
    if (!enabled) return undefined;
    const saved = persist ? loadSavedSession(endpoint, exercise) : null;
    if (saved) dispatch({ type: 'offerResume', session: saved });
    else perform({ type: 'load' });
    return stop;
  }, [perform, dispatch, enabled, endpoint, exercise, persist, stop]);

  // Every settled state is kept as it changes (sessionToKeep says what, and when not).
  const { history, conversation, draft, request, resumable } = state;
  useEffect(() => {
    if (!persist) return;
    const kept = sessionToKeep({ history, conversation, draft, request, resumable });
    if (kept) saveSession(endpoint, { exercise, ...kept });
  }, [conversation, draft, endpoint, exercise, history, persist, request, resumable]);

  const { shown } = state;
  const messages = useMemo(() => shownMessages({ conversation, shown }), [conversation, shown]);
  const fields = useMemo(() => historyFields(history), [history]);

  return {
    messages,
    typing: isTyping(state),
    busy: request !== null,
    error: state.failure?.message ?? null,
    draft,
    setDraft,
    notePaste,
    finished: fieldsAreFinished(exercise, fields),
    taskId: typeof history.taskId === 'string' && history.taskId !== '' ? history.taskId : null,
    send,
    sendOption,
    sendTable,
    retry,
    restart,
    fields,
    hasStudentMessages: messages.some((message) => message.isStudent),
    resumable,
    resume,
    startOver,
  };
}
