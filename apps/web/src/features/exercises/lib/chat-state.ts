// The exercise chat as a state machine (docs/exercise-chat.md has its states and transitions):
// a pure reducer over the conversation, the history the server returned, the call in flight,
// its failure, the draft and the kept session offered back. It knows nothing of React, timers,
// fetch or storage: use-exercise-chat.ts runs those and feeds their outcomes back as events.
import type { FieldValue } from '@scicomm/coach';
import type { ChatMessage } from '../../../lib/message-language.ts';
import { isFinished, type ExerciseId } from '@scicomm/coach/exercises/finish-rules';
import { htmlToPlainText } from '@scicomm/coach/markup/html';
import type { QuestionAnswer } from '@scicomm/coach/findings/remarks';
import type { ExerciseHistory } from '../api/post-exercise-turn.ts';
import type { SavedSession } from './saved-session.ts';

/** What a call was for: the first bot messages, or the answer to a student's message. */
export type ChatCall = { kind: 'load' } | { kind: 'message'; message: ChatMessage };

export interface ChatRequest {
  /** Answers to any other id are stale (Restart, unmount) and dropped. */
  id: number;
  call: ChatCall;
  /** The draft kept in storage while the call runs (a written answer goes back in the text box). */
  keptDraft: string;
}

export interface ChatState {
  /** Every message, the bot messages not yet shown last. */
  conversation: ChatMessage[];
  /** How many of `conversation` are shown; the rest appear one at a time. */
  shown: number;
  history: ExerciseHistory;
  request: ChatRequest | null;
  /** Ids handed out so far. */
  requests: number;
  failure: { message: string; call: ChatCall } | null;
  draft: string;
  /** Characters pasted into the text box since it was last empty. */
  pastedChars: number;
  /** A session kept from an earlier visit, offered back before anything is loaded. */
  resumable: SavedSession | null;
  /**
   * The opening the page was prerendered with (docs/performance.md "Exercise pages"), shown until
   * the first call's answer replaces it; never sent to the server, never kept.
   */
  preview: ChatMessage[];
  /**
   * The opening's ids for the first answer's messages that say what it said: the screen keys
   * those messages by them, so React keeps the prerendered elements instead of painting the same
   * text again as new ones (a late new paint of the largest text is a late LCP,
   * docs/performance.md). Only the screen uses them; the conversation keeps the server's ids.
   */
  openingIds: string[];
}

export type ChatEvent =
  /** Asks for the first bot messages (mount, Start over, Retry after a failed load). */
  | { type: 'load' }
  /** Sends a student's message; `clearDraft` when it came from the text box. */
  | { type: 'send'; message: ChatMessage; clearDraft: boolean }
  | { type: 'answered'; requestId: number; messages: ChatMessage[]; history: ExerciseHistory }
  | { type: 'failed'; requestId: number; message: string }
  /** The next waiting bot message is shown (its timer fired). */
  | { type: 'revealNext' }
  | { type: 'draftChanged'; draft: string }
  /** The writer answered a question of the coach: the remark carries the answer in the conversation sent next. */
  | { type: 'questionAnswered'; messageId: string; line: number; answer: QuestionAnswer }
  | { type: 'pasted'; chars: number }
  | { type: 'offerResume'; session: SavedSession }
  | { type: 'resume' }
  | { type: 'restart'; initialFields: ExerciseHistory }
  /**
   * The site's language changed before the student said anything: the greeting is asked for
   * again (in the new language), the draft kept. Once the student has written, nothing changes:
   * the next turns follow the language by themselves.
   */
  | { type: 'greetAgain'; initialFields: ExerciseHistory }
  /** Unmount or a new exercise: the call is dropped, waiting bot messages too. */
  | { type: 'stop' };

export function initialChatState(initialFields: ExerciseHistory = {}, preview: ChatMessage[] = []): ChatState {
  return {
    preview,
    openingIds: [],
    conversation: [],
    shown: 0,
    history: initialFields,
    request: null,
    requests: 0,
    failure: null,
    draft: '',
    pastedChars: 0,
    resumable: null,
  };
}

/** A message written in the text box (options are sent as written text too); not a table. */
export const isWrittenMessage = (message: ChatMessage): boolean => message.inputType === 'text' && !message.tableData;

const withDraft = (state: ChatState, draft: string): ChatState => ({
  ...state,
  draft,
  pastedChars: draft === '' ? 0 : state.pastedChars,
});

/** Every waiting bot message shown at once. */
const flushed = (state: ChatState): ChatState => ({ ...state, shown: state.conversation.length });

const startRequest = (state: ChatState, call: ChatCall, keptDraft: string): ChatState => ({
  ...state,
  request: { id: state.requests + 1, call, keptDraft },
  requests: state.requests + 1,
  failure: null,
});

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'load':
      if (state.request) return state;
      return startRequest({ ...state, resumable: null }, { kind: 'load' }, state.draft);
    case 'send': {
      if (!acceptsAnswers(state)) return state;
      const { message } = event;
      // Until the answer comes, what is kept is the state before this send, with a written
      // answer as the draft: a reload in between gives it back in the text box.
      const keptDraft = isWrittenMessage(message) ? htmlToPlainText(message.text) : state.draft;
      const sending = flushed(event.clearDraft ? withDraft(state, '') : state);
      const conversation = [...sending.conversation, message];
      return startRequest({ ...sending, conversation, shown: conversation.length }, { kind: 'message', message }, keptDraft);
    }
    case 'answered': {
      if (state.request?.id !== event.requestId) return state;
      // The bot messages already on screen as the prerendered opening appear at once, not again one by one.
      const previewed = state.conversation.length === 0 ? previewedCount(state.preview, event.messages) : 0;
      const shown = flushed(state).shown + Math.max(previewed, Math.min(1, event.messages.length));
      const openingIds = previewed > 0 ? state.preview.slice(0, previewed).map((message) => message.id) : state.openingIds;
      return { ...state, conversation: [...state.conversation, ...event.messages], shown, history: event.history, request: null, preview: [], openingIds };
    }
    case 'failed': {
      const request = state.request;
      if (request?.id !== event.requestId) return state;
      let next: ChatState = { ...state, request: null, failure: { message: event.message, call: request.call } };
      if (request.call.kind === 'message') {
        const failed = request.call.message;
        const shownKept = state.conversation.slice(0, state.shown).filter((message) => message.id !== failed.id).length;
        next = { ...next, conversation: state.conversation.filter((message) => message.id !== failed.id), shown: shownKept };
        // What the student typed goes back into the text box, unless something new is there.
        if (isWrittenMessage(failed) && next.draft.trim() === '') {
          next = { ...next, draft: htmlToPlainText(failed.text), pastedChars: failed.pastedChars ?? 0 };
        }
      }
      return next;
    }
    case 'revealNext':
      return state.shown < state.conversation.length ? { ...state, shown: state.shown + 1 } : state;
    case 'draftChanged':
      return withDraft(state, event.draft);
    case 'questionAnswered':
      return { ...state, conversation: state.conversation.map((message) => withAnswer(message, event)) };
    case 'pasted':
      return { ...state, pastedChars: state.pastedChars + event.chars };
    case 'offerResume':
      return { ...state, resumable: event.session };
    case 'resume': {
      const saved = state.resumable;
      if (!saved) return state;
      return withDraft({ ...state, resumable: null, preview: [], openingIds: [], history: saved.history, conversation: saved.messages, shown: saved.messages.length }, saved.draft);
    }
    case 'restart':
      return startRequest({ ...initialChatState({ ...event.initialFields }), requests: state.requests }, { kind: 'load' }, '');
    case 'greetAgain': {
      const started = state.conversation.some((message) => message.isStudent) || state.request?.call.kind === 'message';
      if (started || state.resumable) return state;
      const fresh = { ...initialChatState({ ...event.initialFields }), requests: state.requests, draft: state.draft, pastedChars: state.pastedChars };
      return startRequest(fresh, { kind: 'load' }, state.draft);
    }
    case 'stop':
      return { ...state, request: null, conversation: state.conversation.slice(0, state.shown) };
  }
}

function withAnswer(message: ChatMessage, event: { messageId: string; line: number; answer: QuestionAnswer }): ChatMessage {
  if (message.id !== event.messageId || !message.remarks) return message;
  return { ...message, remarks: message.remarks.map((remark) => (remark.line === event.line ? { ...remark, answer: event.answer } : remark)) };
}

/** How many of the answer's first messages say what the preview said, in order. */
function previewedCount(preview: readonly ChatMessage[], messages: readonly ChatMessage[]): number {
  let count = 0;
  while (count < preview.length && count < messages.length && preview[count]!.text === messages[count]!.text) count += 1;
  return count;
}

// Views of the state for the screen.

/** The conversation as shown. */
/**
 * Whether an answer can be sent now: no call in flight, and the coach has spoken (its greeting
 * is in). An answer sent before the greeting would go out as the session's first message and be
 * taken for the request of the greeting (the prerendered opening is on screen before the app has
 * asked for it; a CI run caught a send 100 ms after the page loaded).
 */
export const acceptsAnswers = (state: Pick<ChatState, 'request' | 'conversation'>): boolean =>
  state.request === null && state.conversation.length > 0;

export const shownMessages = (state: Pick<ChatState, 'conversation' | 'shown'>): ChatMessage[] => state.conversation.slice(0, state.shown);

/** What the screen shows: the conversation, or before its first answer the prerendered opening. */
export const visibleMessages = (state: Pick<ChatState, 'conversation' | 'shown' | 'preview'>): ChatMessage[] =>
  state.conversation.length === 0 && state.preview.length > 0 ? state.preview : shownMessages(state);

/** The screen's key of each visible message: the opening's id where it stood in for it, else its own. */
export const visibleKeys = (state: Pick<ChatState, 'openingIds'>, messages: readonly ChatMessage[]): string[] =>
  messages.map((message, index) => state.openingIds[index] ?? message.id);

/**
 * A call is running or bot messages are still to come: the typing indicator is on; not while the
 * prerendered opening stands in for the first answer (the indicator would push the page down).
 */
export const isTyping = (state: ChatState): boolean =>
  (state.request !== null && !(state.conversation.length === 0 && state.preview.length > 0)) || state.shown < state.conversation.length;

/** The failed call the student may retry, as the event that retries it. */
export function retryEvent(state: ChatState): ChatEvent | null {
  if (!state.failure || state.request) return null;
  const { call } = state.failure;
  return call.kind === 'load' ? { type: 'load' } : { type: 'send', message: call.message, clearDraft: isWrittenMessage(call.message) };
}

/**
 * What sessionStorage should hold (saved-session.ts): every settled state with a conversation,
 * the bot messages still to come included; while a student's message is on its way, the state
 * from before it with its text as the draft; nothing while a session is offered back or the
 * first messages load.
 */
export function sessionToKeep(
  state: Pick<ChatState, 'history' | 'conversation' | 'draft' | 'request' | 'resumable'>,
): Pick<SavedSession, 'history' | 'messages' | 'draft'> | null {
  if (state.resumable) return null;
  const { request } = state;
  if (request?.call.kind === 'message') {
    const sent = request.call.message;
    return { history: state.history, messages: state.conversation.filter((message) => message !== sent), draft: request.keptDraft };
  }
  if (request || state.conversation.length === 0) return null;
  return { history: state.history, messages: state.conversation, draft: state.draft };
}

/** The history's scalar fields (its names are camelCase already: parseExerciseReply read them). */
export function historyFields(history: ExerciseHistory): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(history)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = value;
  }
  return fields;
}

export function fieldsAreFinished(exercise: ExerciseId, fields: Record<string, FieldValue>): boolean {
  const stage = Number(fields.currentStage ?? 0);
  return isFinished(exercise, { currentStage: Number.isInteger(stage) ? stage : 0, fields });
}
