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
// - `language` (the site's) goes with every turn: the coach answers in it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, FieldValue } from '@scicomm/coach';
import { isFinished, type ExerciseId } from '@scicomm/coach/finish-rules';
import { htmlToPlainText } from '@scicomm/coach/html';
import { postExerciseTurn, type ExerciseHistory } from '../api/post-exercise-turn.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
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
  /** Keep the session in sessionStorage (default true). */
  persist?: boolean;
}

type FailedCall = { kind: 'load' } | { kind: 'message'; message: ChatMessage };

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

/** The history's scalar fields (its names are camelCase already: parseExerciseReply read them). */
export function historyFields(history: ExerciseHistory): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(history)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = value;
  }
  return fields;
}

function fieldsAreFinished(exercise: ExerciseId, fields: Record<string, FieldValue>): boolean {
  const stage = Number(fields.currentStage ?? 0);
  return isFinished(exercise, { currentStage: Number.isInteger(stage) ? stage : 0, fields });
}

export function useExerciseChat({
  exercise,
  endpoint,
  initialFields,
  enabled,
  messageDelayMs: messageDelayOption,
  language,
  persist = true,
}: UseExerciseChatOptions): ExerciseChat {
  const { i18n } = useTranslation();
  const [storedDelayMs] = useState(botMessageDelayMs);
  const messageDelayMs = messageDelayOption ?? storedDelayMs;
  const initialRef = useRef<ExerciseHistory>(initialFields ?? {});
  initialRef.current = initialFields ?? {};

  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const messagesRef = useRef<ChatMessage[]>([]);
  const [history, setHistory] = useState<ExerciseHistory>(initialRef.current);
  const historyRef = useRef<ExerciseHistory>(initialRef.current);
  const [pendingCount, setPendingCount] = useState(0);
  const pendingRef = useRef<ChatMessage[]>([]);
  const timersRef = useRef<number[]>([]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  /** Bumped by Restart and unmount: answers to older calls are dropped. */
  const generationRef = useRef(0);
  const [failure, setFailure] = useState<{ message: string; call: FailedCall } | null>(null);
  const [draft, setDraftState] = useState('');
  const draftRef = useRef('');
  draftRef.current = draft;
  /** Characters pasted into the text box since it was last empty. */
  const pastedRef = useRef(0);
  const [resumable, setResumable] = useState<SavedSession | null>(null);
  const languageRef = useRef(language);
  languageRef.current = language;

  /** Keeps a settled state (saved-session.ts). */
  const keep = useCallback(
    (messages: ChatMessage[], draft: string) => {
      if (!persist) return;
      saveSession(endpoint, { exercise, history: historyRef.current, messages, draft });
    },
    [endpoint, exercise, persist],
  );

  const setDraft = useCallback((next: string | ((current: string) => string)) => {
    setDraftState((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      if (value === '') pastedRef.current = 0;
      return value;
    });
  }, []);

  const notePaste = useCallback((chars: number) => {
    pastedRef.current += chars;
  }, []);

  const updateMessages = useCallback((change: (current: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = change(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  const setBusyState = useCallback((value: boolean) => {
    busyRef.current = value;
    setBusy(value);
  }, []);

  const clearTimers = useCallback(() => {
    for (const timer of timersRef.current) window.clearTimeout(timer);
    timersRef.current = [];
  }, []);

  /** Shows every pending bot message now and cancels their timers. */
  const flushPending = useCallback(() => {
    clearTimers();
    const pending = pendingRef.current;
    pendingRef.current = [];
    setPendingCount(0);
    if (pending.length > 0) updateMessages((current) => [...current, ...pending]);
  }, [clearTimers, updateMessages]);

  const reveal = useCallback(
    (botMessages: ChatMessage[]) => {
      flushPending();
      const [first, ...rest] = botMessages;
      if (first) updateMessages((current) => [...current, first]);
      pendingRef.current = rest;
      setPendingCount(rest.length);
      timersRef.current = rest.map((_, index) =>
        window.setTimeout(() => {
          const next = pendingRef.current.shift();
          setPendingCount(pendingRef.current.length);
          if (next) updateMessages((current) => [...current, next]);
        }, (index + 1) * messageDelayMs),
      );
    },
    [flushPending, messageDelayMs, updateMessages],
  );

  const post = useCallback(
    async (call: FailedCall) => {
      const generation = generationRef.current;
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setBusyState(true);
      setFailure(null);
      try {
        const turn = await postExerciseTurn(endpoint, historyRef.current, messagesRef.current, {
          signal: controller.signal,
          ...(languageRef.current ? { language: languageRef.current } : {}),
        });
        if (generation !== generationRef.current) return;
        historyRef.current = turn.updatedHistory;
        setHistory(turn.updatedHistory);
        reveal(turn.messages);
        keep([...messagesRef.current, ...pendingRef.current], draftRef.current);
      } catch (error) {
        if (generation !== generationRef.current) return;
        if (call.kind === 'message') {
          updateMessages((current) => current.filter((message) => message.id !== call.message.id));
          // What the student typed goes back into the text box (options and tables are kept
          // by their own controls).
          if (call.message.inputType === 'text' && !call.message.tableData) {
            const back = call.message;
            setDraft((current) => {
              if (current.trim() !== '') return current;
              pastedRef.current = back.pastedChars ?? 0;
              return htmlToPlainText(back.text);
            });
          }
        }
        setFailure({ message: serverErrorText(i18n, error, error instanceof Error ? error.message : String(error)), call });
      } finally {
        if (generation === generationRef.current) setBusyState(false);
      }
    },
    [endpoint, i18n, keep, reveal, setBusyState, setDraft, updateMessages],
  );

  const sendMessage = useCallback(
    (message: ChatMessage): boolean => {
      if (busyRef.current) return false;
      flushPending();
      // Until the answer comes, what is kept is the state before this send, with a written
      // answer as the draft: a reload in between gives it back in the text box.
      const written = message.inputType === 'text' && !message.tableData ? htmlToPlainText(message.text) : draftRef.current;
      keep(messagesRef.current, written);
      updateMessages((current) => [...current, message]);
      void post({ kind: 'message', message });
      return true;
    },
    [flushPending, keep, post, updateMessages],
  );

  const sendText = useCallback(
    (text: string, paste?: { pastedChars: number }): boolean => {
      if (text.trim() === '' || busyRef.current) return false;
      const html = studentTextToHtml(text);
      const plain = htmlToPlainText(html);
      if (plain.trim() === '') return false;
      const message: ChatMessage = { id: newStudentId(), text: html, isStudent: true, inputType: 'text' };
      if (paste) {
        const pastedChars = Math.min(paste.pastedChars, [...plain].length);
        message.pasted = pastedChars > 0;
        message.pastedChars = pastedChars;
      }
      return sendMessage(message);
    },
    [sendMessage],
  );

  const sendOption = useCallback((value: string): boolean => sendText(value), [sendText]);

  const send = useCallback((): boolean => {
    const sent = sendText(draft, { pastedChars: pastedRef.current });
    if (sent) setDraft('');
    return sent;
  }, [draft, sendText, setDraft]);

  const sendTable = useCallback(
    (headers: string[], rows: string[][]): boolean =>
      sendMessage({
        id: newStudentId(),
        text: tableToHtml(headers, rows),
        isStudent: true,
        inputType: 'table',
        tableHeaders: headers,
        tableData: rows,
      }),
    [sendMessage],
  );

  const load = useCallback(() => {
    void post({ kind: 'load' });
  }, [post]);

  const retry = useCallback(() => {
    if (!failure || busyRef.current) return;
    if (failure.call.kind === 'load') {
      load();
      return;
    }
    const failed = failure.call.message;
    if (failed.inputType === 'text' && !failed.tableData) setDraft('');
    sendMessage(failed);
  }, [failure, load, sendMessage, setDraft]);

  const stop = useCallback(() => {
    generationRef.current += 1;
    abortRef.current?.abort();
    abortRef.current = null;
    clearTimers();
    pendingRef.current = [];
    setPendingCount(0);
    setBusyState(false);
  }, [clearTimers, setBusyState]);

  const restart = useCallback(() => {
    stop();
    clearSavedSession(endpoint);
    setResumable(null);
    updateMessages(() => []);
    historyRef.current = { ...initialRef.current };
    setHistory(historyRef.current);
    setFailure(null);
    setDraft('');
    load();
  }, [endpoint, load, setDraft, stop, updateMessages]);

  const resume = useCallback(() => {
    const saved = resumable;
    if (!saved) return;
    setResumable(null);
    historyRef.current = saved.history;
    setHistory(saved.history);
    updateMessages(() => saved.messages);
    setDraft(saved.draft);
  }, [resumable, setDraft, updateMessages]);

  const startOver = useCallback(() => {
    clearSavedSession(endpoint);
    setResumable(null);
    load();
  }, [endpoint, load]);

  useEffect(() => {
    if (!enabled) return undefined;
    const saved = persist ? loadSavedSession(endpoint, exercise) : null;
    if (saved) setResumable(saved);
    else load();
    return stop;
  }, [enabled, endpoint, exercise, load, persist, stop]);

  // The draft is kept as it is typed, once nothing is in flight (see sendMessage).
  useEffect(() => {
    if (busy || resumable) return;
    if (messagesRef.current.length === 0) return;
    keep([...messagesRef.current, ...pendingRef.current], draft);
  }, [busy, draft, keep, resumable]);

  const fields = useMemo(() => historyFields(history), [history]);

  return {
    messages,
    typing: busy || pendingCount > 0,
    busy,
    error: failure?.message ?? null,
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
