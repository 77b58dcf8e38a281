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
//   writer's, which the coach's jargon remarks leave out. A language switched before the
//   student's first message asks for the greeting again, in the new language (the draft stays).
//
// The transitions are the pure reducer of lib/chat-state.ts (docs/exercise-chat.md); this hook
// runs what they call for: the request and the timers that show waiting bot messages
// (use-chat-machine.ts), storage.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValue } from '@scicomm/coach';
import type { ChatMessage } from '../../../lib/message-language.ts';
import type { ExerciseId } from '@scicomm/coach/exercises/finish-rules';
import type { CoachLanguage } from '@scicomm/coach/i18n/language';
import { htmlToPlainText } from '@scicomm/coach/markup/html';
import type { QuestionAnswer } from '@scicomm/coach/findings/remarks';
import type { ExerciseHistory } from '../api/post-exercise-turn.ts';
import {
  acceptsAnswers,
  fieldsAreFinished,
  historyFields,
  initialChatState,
  isTyping,
  retryEvent,
  sessionToKeep,
  visibleKeys,
  visibleMessages,
} from '../lib/chat-state.ts';
import { loadMessageHtml, messageHtmlNow, useMessageHtmlOnceUncovered, type MessageHtml } from '../lib/chat-html.ts';
import { botMessageDelayMs } from '../lib/message-delay.ts';
import { clearSavedSession, loadSavedSession, saveSession, sessionFromServer, type SavedSession } from '../lib/saved-session.ts';
import { useChatMachine } from './use-chat-machine.ts';

export interface UseExerciseChatOptions {
  exercise: ExerciseId;
  endpoint: string;
  /** Fields every conversation starts with and Restart keeps (isResearch, participantName). */
  initialFields?: ExerciseHistory;
  /** False while authentication is loading: nothing is sent before it resolves. */
  enabled: boolean;
  messageDelayMs?: number;
  /** The site's language, sent with every turn ('en', 'he', 'ar'). */
  language?: CoachLanguage | undefined;
  /** The writer's key terms, sent with every turn: the coach's jargon remarks leave them out. */
  keyTerms?: readonly string[];
  /** Keep the session in sessionStorage (default true). */
  persist?: boolean;
  /** The opening the page was prerendered with, shown until the first call answers. */
  opening?: ChatMessage[];
  /** Each opening message's text as the build sanitised it (lib/prerender-data.tsx). */
  openingHtml?: readonly string[];
  /** Called after each turn the server answered (work for a course: its page asks again). */
  onTurnAnswered?: () => void;
  /**
   * The session the server keeps for this account (a course assignment's), asked for when the tab
   * keeps none: another tab or device continues it.
   */
  keptElsewhere?: () => Promise<KeptSession | null>;
}

/** A session the server keeps: the conversation in wire casing and the last reply's sealed history. */
export interface KeptSession {
  messages: unknown[];
  history: Record<string, unknown>;
  savedAt: string;
}

export interface ExerciseChat {
  /** The conversation as shown. */
  messages: ChatMessage[];
  /** Each shown message's key on screen (chat-state.ts `visibleKeys`). */
  messageKeys: string[];
  /** A request is in flight or bot messages are still being shown. */
  typing: boolean;
  /** A request is in flight: sending waits. */
  busy: boolean;
  /**
   * An option chosen now would be sent: no call in flight, and not the prerendered opening still
   * standing in for the first answer (before the app has started, a click on it would be lost).
   */
  acceptsAnswers: boolean;
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
  /** The writer's one-tap answer to a question of the coach (a remark's line of a message). */
  answerQuestion: (messageId: string, line: number, answer: QuestionAnswer) => void;
  /** The message HTML module (lib/chat-html.ts), null until it is in: the chat takes no answer before. */
  messageHtml: MessageHtml | null;
  /** The prerendered opening's texts, each with its HTML as the build sanitised it: the chat shows these without the module. */
  openingHtml: ReadonlyMap<string, string>;
}

/** Each opening text with its HTML as the build sanitised it (none without both). */
function openingHtmlOf(opening: readonly ChatMessage[] | undefined, html: readonly string[] | undefined): ReadonlyMap<string, string> {
  const pairs = (opening ?? []).flatMap((message, index): [string, string][] => {
    const sanitised = html?.[index];
    return typeof sanitised === 'string' ? [[message.text, sanitised]] : [];
  });
  return new Map(pairs);
}

let studentIds = 0;
const newStudentId = () => `student-${Date.now().toString(36)}-${(studentIds += 1)}`;

/** A written answer as the student's message, or null when there is nothing to send. */
function writtenMessage({ studentTextToHtml }: MessageHtml, text: string, paste?: { pastedChars: number }): ChatMessage | null {
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

/** A table-input answer (already normalised) as the student's message. */
const tableMessage = ({ tableToHtml }: MessageHtml, headers: string[], rows: string[][]): ChatMessage => ({
  id: newStudentId(),
  text: tableToHtml(headers, rows),
  isStudent: true,
  inputType: 'table',
  tableHeaders: headers,
  tableData: rows,
});

export function useExerciseChat({
  exercise,
  endpoint,
  initialFields,
  enabled,
  messageDelayMs: messageDelayOption,
  language,
  keyTerms,
  persist = true,
  opening,
  openingHtml: openingHtmlList,
  onTurnAnswered,
  keptElsewhere,
}: UseExerciseChatOptions): ExerciseChat {
  const [storedDelayMs] = useState(botMessageDelayMs);
  const initialRef = useRef<ExerciseHistory>(initialFields ?? {});
  initialRef.current = initialFields ?? {};
  const openingHtml = useMemo(() => openingHtmlOf(opening, openingHtmlList), [opening, openingHtmlList]);
  const { state, stateRef, dispatch, perform, cancel } = useChatMachine(() => initialChatState(initialRef.current, opening), {
    endpoint,
    language,
    keyTerms,
    messageDelayMs: messageDelayOption ?? storedDelayMs,
    onTurnAnswered,
    openingHtml,
  });

  const messageHtml = useMessageHtmlOnceUncovered();

  const setDraft = useCallback((draft: string) => {
    dispatch({ type: 'draftChanged', draft });
  }, [dispatch]);
  const notePaste = useCallback((chars: number) => {
    dispatch({ type: 'pasted', chars });
  }, [dispatch]);

  const sendMessage = useCallback(
    (message: ChatMessage | null, clearDraft: boolean): boolean =>
      message !== null && stateRef.current.request === null && perform({ type: 'send', message, clearDraft }),
    [perform, stateRef],
  );

  // The chat takes no answer before the message HTML module is in (acceptsAnswers below).
  const send = useCallback((): boolean => {
    const { draft, pastedChars, request } = stateRef.current;
    const html = messageHtmlNow();
    return html !== null && request === null && sendMessage(writtenMessage(html, draft, { pastedChars }), true);
  }, [sendMessage, stateRef]);

  const sendOption = useCallback((value: string): boolean => {
    const html = messageHtmlNow();
    return html !== null && stateRef.current.request === null && sendMessage(writtenMessage(html, value), false);
  }, [sendMessage, stateRef]);

  const sendTable = useCallback((headers: string[], rows: string[][]): boolean => {
    const html = messageHtmlNow();
    return html !== null && sendMessage(tableMessage(html, headers, rows), false);
  }, [sendMessage]);

  const answerQuestion = useCallback(
    (messageId: string, line: number, answer: QuestionAnswer) => {
      dispatch({ type: 'questionAnswered', messageId, line, answer });
    },
    [dispatch],
  );

  const retry = useCallback(() => {
    const event = retryEvent(stateRef.current);
    if (event) perform(event);
  }, [perform, stateRef]);

  const stop = useCallback(() => {
    cancel();
    dispatch({ type: 'stop' });
  }, [cancel, dispatch]);

  const restart = useCallback(() => {
    cancel();
    clearSavedSession(endpoint);
    perform({ type: 'restart', initialFields: initialRef.current });
  }, [perform, cancel, endpoint]);

  // The kept conversation is shown with the message HTML module (a failed fetch: Continue again).
  const resume = useCallback(() => {
    loadMessageHtml().then(() => dispatch({ type: 'resume' }), () => undefined);
  }, [dispatch]);

  const startOver = useCallback(() => {
    clearSavedSession(endpoint);
    perform({ type: 'load' });
  }, [perform, endpoint]);

  const keptElsewhereRef = useRef(keptElsewhere);
  keptElsewhereRef.current = keptElsewhere;
  useEffect(() => {
    if (!enabled) return undefined;
    const saved = persist ? loadSavedSession(endpoint, exercise) : null;
    const askServer = keptElsewhereRef.current;
    if (saved) dispatch({ type: 'offerResume', session: saved });
    else if (!askServer) perform({ type: 'load' });
    else {
      let live = true;
      // Without an answer (offline, an error) the exercise starts as it would without one.
      askServer().then(
        (kept) => {
          if (!live) return;
          const session = kept ? sessionFromServer(exercise, kept) : null;
          if (session) dispatch({ type: 'offerResume', session });
          else perform({ type: 'load' });
        },
        () => {
          if (live) perform({ type: 'load' });
        },
      );
      return () => {
        live = false;
        stop();
      };
    }
    return stop;
  }, [perform, dispatch, enabled, endpoint, exercise, persist, stop]);

  // The greeting follows the site's language when it changes before the student has written
  // (the reducer says when): it was asked for in the language the page opened in.
  const greetedIn = useRef(language);
  useEffect(() => {
    if (greetedIn.current === language) return;
    greetedIn.current = language;
    if (enabled) perform({ type: 'greetAgain', initialFields: initialRef.current });
  }, [language, enabled, perform]);

  // Every settled state is kept as it changes (sessionToKeep says what, and when not).
  const { history, conversation, draft, request, resumable } = state;
  useEffect(() => {
    if (!persist) return;
    const kept = sessionToKeep({ history, conversation, draft, request, resumable });
    if (kept) saveSession(endpoint, { exercise, ...kept });
  }, [conversation, draft, endpoint, exercise, history, persist, request, resumable]);

  const { shown, preview, openingIds } = state;
  const messages = useMemo(() => visibleMessages({ conversation, shown, preview }), [conversation, shown, preview]);
  const messageKeys = useMemo(() => visibleKeys({ openingIds }, messages), [openingIds, messages]);
  const fields = useMemo(() => historyFields(history), [history]);

  return {
    messages,
    messageKeys,
    typing: isTyping(state),
    busy: request !== null,
    acceptsAnswers: acceptsAnswers(state) && messageHtml !== null,
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
    answerQuestion,
    messageHtml,
    openingHtml,
  };
}
