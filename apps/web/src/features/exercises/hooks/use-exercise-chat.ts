// The state of an exercise chat (spec §4 "Exercise chat"): the conversation, the history the
// server returned, the bot messages still to be shown, the request in flight and its failure.
// - On load (once `enabled`, i.e. authentication has resolved) one request with an empty
//   message list fetches the first bot messages.
// - Each send appends the student's message and posts the whole conversation; bot messages
//   appear one at a time, `messageDelayMs` (1000 ms) apart, the typing indicator on until the
//   last is shown. A new send shows what is still pending at once and cancels those timers, so
//   no bot message is ever lost.
// - A failed call takes the unsent message back out of the conversation, puts the typed text
//   back in the text box and offers a retry (the original stayed silent, spec §8).
// - copyPasteCheck (docs/exercises.md): the characters pasted into the text box since it was
//   last empty are counted, and a written answer carries `pasted` and `pastedChars` (at most
//   the answer's length) on the student's message; the history is never touched (the server
//   seals it and records the evidence itself). Options and tables carry none.
// - Restart clears messages, timers and history, keeps the research fields, and starts again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, FieldValue } from '@scicomm/coach';
import { isFinished, type ExerciseId } from '@scicomm/coach/finish-rules';
import { htmlToPlainText } from '@scicomm/coach/html';
import { postExerciseTurn, type ExerciseHistory } from '../api/post-exercise-turn.ts';
import { studentTextToHtml, tableToHtml } from '../lib/message-html.ts';

export const BOT_MESSAGE_DELAY_MS = 1000;

export interface UseExerciseChatOptions {
  exercise: ExerciseId;
  endpoint: string;
  /** Fields every conversation starts with and Restart keeps (isResearch, participantName). */
  initialFields?: ExerciseHistory;
  /** False while authentication is loading: nothing is sent before it resolves. */
  enabled: boolean;
  messageDelayMs?: number;
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
}

let studentIds = 0;
const newStudentId = () => `student-${Date.now().toString(36)}-${(studentIds += 1)}`;

/** A reply's field name in camelCase, whether it came as CurrentStage, currentStage or current_stage. */
const camelName = (name: string) =>
  name.includes('_') ? name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : name.charAt(0).toLowerCase() + name.slice(1);

function historyIsFinished(exercise: ExerciseId, history: ExerciseHistory): boolean {
  const fields: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(history)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[camelName(name)] = value;
  }
  const stage = Number(fields.currentStage ?? 0);
  return isFinished(exercise, { currentStage: Number.isInteger(stage) ? stage : 0, fields });
}

export function useExerciseChat({
  exercise,
  endpoint,
  initialFields,
  enabled,
  messageDelayMs = BOT_MESSAGE_DELAY_MS,
}: UseExerciseChatOptions): ExerciseChat {
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
  /** Characters pasted into the text box since it was last empty. */
  const pastedRef = useRef(0);

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
        const turn = await postExerciseTurn(endpoint, historyRef.current, messagesRef.current, controller.signal);
        if (generation !== generationRef.current) return;
        historyRef.current = turn.updatedHistory;
        setHistory(turn.updatedHistory);
        reveal(turn.messages);
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
        setFailure({ message: error instanceof Error ? error.message : String(error), call });
      } finally {
        if (generation === generationRef.current) setBusyState(false);
      }
    },
    [endpoint, reveal, setBusyState, setDraft, updateMessages],
  );

  const sendMessage = useCallback(
    (message: ChatMessage): boolean => {
      if (busyRef.current) return false;
      flushPending();
      updateMessages((current) => [...current, message]);
      void post({ kind: 'message', message });
      return true;
    },
    [flushPending, post, updateMessages],
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
    updateMessages(() => []);
    historyRef.current = { ...initialRef.current };
    setHistory(historyRef.current);
    setFailure(null);
    setDraft('');
    load();
  }, [load, setDraft, stop, updateMessages]);

  useEffect(() => {
    if (!enabled) return undefined;
    load();
    return stop;
  }, [enabled, load, stop]);

  return {
    messages,
    typing: busy || pendingCount > 0,
    busy,
    error: failure?.message ?? null,
    draft,
    setDraft,
    notePaste,
    finished: historyIsFinished(exercise, history),
    taskId: typeof history.taskId === 'string' && history.taskId !== '' ? history.taskId : null,
    send,
    sendOption,
    sendTable,
    retry,
    restart,
  };
}
