// The chat's transitions without React (docs/exercise-chat.md): each test walks the reducer
// through events as the hook would feed them.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@scicomm/coach';
import {
  acceptsAnswers,
  chatReducer,
  initialChatState,
  isTyping,
  retryEvent,
  sessionToKeep,
  shownMessages,
  visibleKeys,
  visibleMessages,
  type ChatEvent,
  type ChatState,
} from './chat-state.ts';

const bot = (id: string): ChatMessage => ({ id, text: `<p>${id}</p>`, isStudent: false, inputType: 'text' });
const written = (id: string, text: string, pastedChars?: number): ChatMessage => ({
  id,
  text: `<p>${text}</p>`,
  isStudent: true,
  inputType: 'text',
  ...(pastedChars !== undefined ? { pasted: pastedChars > 0, pastedChars } : {}),
});
const table: ChatMessage = { id: 't1', text: '<table></table>', isStudent: true, inputType: 'table', tableHeaders: ['a'], tableData: [['1']] };

const walk = (events: ChatEvent[], from: ChatState = initialChatState({ isResearch: true })) => events.reduce(chatReducer, from);

/** Loaded: the first call answered with two bot messages, one shown, one waiting. */
const loaded = () => walk([{ type: 'load' }, { type: 'answered', requestId: 1, messages: [bot('b1'), bot('b2')], history: { currentStage: 1 } }]);

describe('the exercise chat state', () => {
  it('takes no answer before the coach has spoken: a send before the greeting is refused, the draft kept', () => {
    const opening = [bot('o1'), bot('o2')];
    const fresh = initialChatState({ isResearch: true }, opening);
    const typed = chatReducer(fresh, { type: 'draftChanged', draft: 'Ada' });
    expect(acceptsAnswers(typed)).toBe(false);
    // A CI run sent "Ada" 100 ms after the page loaded, with the prerendered opening on screen:
    // it went out as the session's first message and was taken for the greeting's request.
    const sent = chatReducer(typed, { type: 'send', message: written('s1', 'Ada'), clearDraft: true });
    expect(sent).toBe(typed);
    expect(sent.request).toBeNull();
    expect(sent.draft).toBe('Ada');

    const loading = chatReducer(typed, { type: 'load' });
    expect(acceptsAnswers(loading)).toBe(false);
    const greeted = chatReducer(loading, { type: 'answered', requestId: loading.request!.id, messages: opening, history: { currentStage: 1 } });
    expect(acceptsAnswers(greeted)).toBe(true);
    expect(chatReducer(greeted, { type: 'send', message: written('s1', 'Ada'), clearDraft: true }).request).toMatchObject({ call: { kind: 'message' } });
  });

  it('loads: a call with no message, typing until the answer, then its bot messages one at a time', () => {
    const loading = walk([{ type: 'load' }]);
    expect(loading.request).toMatchObject({ id: 1, call: { kind: 'load' } });
    expect(isTyping(loading)).toBe(true);
    expect(shownMessages(loading)).toEqual([]);

    const answered = loaded();
    expect(answered.request).toBeNull();
    expect(answered.history).toEqual({ currentStage: 1 });
    expect(shownMessages(answered).map((message) => message.id)).toEqual(['b1']);
    expect(isTyping(answered)).toBe(true);

    const all = chatReducer(answered, { type: 'revealNext' });
    expect(shownMessages(all).map((message) => message.id)).toEqual(['b1', 'b2']);
    expect(isTyping(all)).toBe(false);
    expect(chatReducer(all, { type: 'revealNext' })).toBe(all);
  });

  it('sends: waiting bot messages are shown at once, the message appended, the text box emptied', () => {
    const typed = walk([{ type: 'draftChanged', draft: 'my answer' }, { type: 'pasted', chars: 4 }], loaded());
    const message = written('s1', 'my answer', 4);
    const sending = chatReducer(typed, { type: 'send', message, clearDraft: true });
    expect(shownMessages(sending).map((shown) => shown.id)).toEqual(['b1', 'b2', 's1']);
    expect(sending.request).toMatchObject({ id: 2, call: { kind: 'message', message }, keptDraft: 'my answer' });
    expect(sending.draft).toBe('');
    expect(sending.pastedChars).toBe(0);
    expect(sending.failure).toBeNull();
  });

  it('refuses a second send or load while a call runs', () => {
    const sending = chatReducer(loaded(), { type: 'send', message: written('s1', 'one'), clearDraft: true });
    expect(chatReducer(sending, { type: 'send', message: written('s2', 'two'), clearDraft: true })).toBe(sending);
    expect(chatReducer(sending, { type: 'load' })).toBe(sending);
  });

  it('an option or a table leaves the draft as it is', () => {
    const typed = chatReducer(loaded(), { type: 'draftChanged', draft: 'half written' });
    const option = chatReducer(typed, { type: 'send', message: written('o1', '2'), clearDraft: false });
    expect(option.draft).toBe('half written');
    const tabled = chatReducer(typed, { type: 'send', message: table, clearDraft: false });
    expect(tabled.draft).toBe('half written');
    expect(tabled.request?.keptDraft).toBe('half written');
  });

  it('a failed message is taken back out, its text and pasted count back in an empty text box, and a retry offered', () => {
    const message = written('s1', 'my answer', 3);
    const failed = walk([
      { type: 'send', message, clearDraft: true },
      { type: 'failed', requestId: 2, message: 'The server is busy' },
    ], loaded());
    expect(shownMessages(failed).map((shown) => shown.id)).toEqual(['b1', 'b2']);
    expect(failed.draft).toBe('my answer');
    expect(failed.pastedChars).toBe(3);
    expect(failed.failure).toEqual({ message: 'The server is busy', call: { kind: 'message', message } });
    expect(retryEvent(failed)).toEqual({ type: 'send', message, clearDraft: true });

    const retried = chatReducer(failed, retryEvent(failed) as ChatEvent);
    expect(retried.draft).toBe('');
    expect(retried.failure).toBeNull();
    expect(shownMessages(retried).at(-1)).toBe(message);
  });

  it('a failed message does not overwrite what was typed meanwhile; a failed table leaves the draft alone', () => {
    const meanwhile = walk([
      { type: 'send', message: written('s1', 'first'), clearDraft: true },
      { type: 'draftChanged', draft: 'second thought' },
      { type: 'failed', requestId: 2, message: 'x' },
    ], loaded());
    expect(meanwhile.draft).toBe('second thought');
    const tableFailed = walk([{ type: 'send', message: table, clearDraft: false }, { type: 'failed', requestId: 2, message: 'x' }], loaded());
    expect(tableFailed.draft).toBe('');
    expect(retryEvent(tableFailed)).toEqual({ type: 'send', message: table, clearDraft: false });
  });

  it('a failed load is retried as a load; no retry while a call runs', () => {
    const failed = walk([{ type: 'load' }, { type: 'failed', requestId: 1, message: 'offline' }]);
    expect(failed.failure?.call).toEqual({ kind: 'load' });
    expect(retryEvent(failed)).toEqual({ type: 'load' });
    expect(retryEvent(chatReducer(failed, { type: 'load' }))).toBeNull();
  });

  it('drops answers to a call that is no longer current (Restart, unmount)', () => {
    const restarted = walk([{ type: 'load' }, { type: 'restart', initialFields: { isResearch: true } }]);
    expect(restarted.request?.id).toBe(2);
    expect(chatReducer(restarted, { type: 'answered', requestId: 1, messages: [bot('old')], history: {} })).toBe(restarted);
    expect(chatReducer(restarted, { type: 'failed', requestId: 1, message: 'x' })).toBe(restarted);

    const stopped = walk([{ type: 'load' }, { type: 'stop' }]);
    expect(stopped.request).toBeNull();
    expect(chatReducer(stopped, { type: 'answered', requestId: 1, messages: [bot('late')], history: {} })).toBe(stopped);
  });

  it('Restart clears the conversation, the draft and the failure, keeps the initial fields and loads again', () => {
    const before = walk([{ type: 'draftChanged', draft: 'x' }, { type: 'send', message: written('s1', 'a'), clearDraft: true }, { type: 'failed', requestId: 2, message: 'x' }], loaded());
    const restarted = chatReducer(before, { type: 'restart', initialFields: { isResearch: true, participantName: 'Ada' } });
    expect(restarted.conversation).toEqual([]);
    expect(restarted.history).toEqual({ isResearch: true, participantName: 'Ada' });
    expect(restarted.draft).toBe('');
    expect(restarted.failure).toBeNull();
    expect(restarted.request).toMatchObject({ call: { kind: 'load' } });
  });

  it('stopping drops the waiting bot messages and the call, and keeps what is shown', () => {
    const stopped = chatReducer(loaded(), { type: 'stop' });
    expect(stopped.conversation.map((message) => message.id)).toEqual(['b1']);
    expect(isTyping(stopped)).toBe(false);
  });

  it('a kept session is offered first; resume shows it with no call, start over loads anew', () => {
    const session = { exercise: 'halfLife', history: { currentStage: 3 }, messages: [bot('b1'), written('s1', 'hi')], draft: 'more', savedAt: '2026-01-01T00:00:00.000Z' };
    const offered = chatReducer(initialChatState(), { type: 'offerResume', session });
    expect(offered.resumable).toBe(session);
    expect(sessionToKeep(offered)).toBeNull();

    const resumed = chatReducer(offered, { type: 'resume' });
    expect(resumed.resumable).toBeNull();
    expect(resumed.request).toBeNull();
    expect(shownMessages(resumed)).toEqual(session.messages);
    expect(resumed.history).toEqual({ currentStage: 3 });
    expect(resumed.draft).toBe('more');

    const startedOver = chatReducer(offered, { type: 'load' });
    expect(startedOver.resumable).toBeNull();
    expect(startedOver.request?.call).toEqual({ kind: 'load' });
  });

  it('keeps every settled conversation with its waiting messages, and the state from before a send while it runs', () => {
    expect(sessionToKeep(walk([{ type: 'load' }]))).toBeNull();
    const settled = chatReducer(loaded(), { type: 'draftChanged', draft: 'typing' });
    expect(sessionToKeep(settled)).toEqual({ history: { currentStage: 1 }, messages: [bot('b1'), bot('b2')], draft: 'typing' });

    const sending = chatReducer(loaded(), { type: 'send', message: written('s1', 'sent <b>now</b>'), clearDraft: true });
    expect(sessionToKeep(sending)).toEqual({ history: { currentStage: 1 }, messages: [bot('b1'), bot('b2')], draft: 'sent now' });
  });

  it('an emptied text box forgets what was pasted', () => {
    const pasted = walk([{ type: 'draftChanged', draft: 'abc' }, { type: 'pasted', chars: 3 }, { type: 'draftChanged', draft: 'abcd' }]);
    expect(pasted.pastedChars).toBe(3);
    expect(chatReducer(pasted, { type: 'draftChanged', draft: '' }).pastedChars).toBe(0);
  });

  describe('with the prerendered opening (docs/performance.md "Exercise pages")', () => {
    const opening = [bot('o1'), bot('o2')];
    const withOpening = () => initialChatState({}, opening);

    it('shows the opening while the first call runs, without the typing indicator, and never sends it', () => {
      const loading = walk([{ type: 'load' }], withOpening());
      expect(visibleMessages(loading)).toEqual(opening);
      expect(isTyping(loading)).toBe(false);
      // What the call posts is the conversation: empty.
      expect(shownMessages(loading)).toEqual([]);
      expect(sessionToKeep(loading)).toBeNull();
    });

    it('shows an answer that says the same at once, in place of the opening', () => {
      const answer = [{ ...bot('o1'), id: 'server-1' }, { ...bot('o2'), id: 'server-2' }];
      const answered = walk([{ type: 'load' }, { type: 'answered', requestId: 1, messages: answer, history: { currentStage: 0 } }], withOpening());
      expect(visibleMessages(answered)).toEqual(answer);
      expect(isTyping(answered)).toBe(false);
      expect(answered.preview).toEqual([]);
    });

    it('keys the answer\'s messages that said the same by the opening\'s ids, so their elements stay; the conversation keeps the server\'s ids', () => {
      const answer = [{ ...bot('o1'), id: 'server-1' }, { ...bot('o2'), id: 'server-2' }, bot('b3')];
      const loading = walk([{ type: 'load' }], withOpening());
      expect(visibleKeys(loading, visibleMessages(loading))).toEqual(['o1', 'o2']);
      const answered = walk([{ type: 'answered', requestId: 1, messages: answer, history: { currentStage: 0 } }], loading);
      expect(visibleKeys(answered, visibleMessages(answered))).toEqual(['o1', 'o2']);
      const all = walk([{ type: 'revealNext' }], answered);
      expect(visibleKeys(all, visibleMessages(all))).toEqual(['o1', 'o2', 'b3']);
      expect(all.conversation.map((message) => message.id)).toEqual(['server-1', 'server-2', 'b3']);
      // Restart's new answer is a new conversation: its own ids.
      const restarted = walk([{ type: 'restart', initialFields: {} }, { type: 'answered', requestId: 2, messages: answer, history: {} }], all);
      expect(visibleKeys(restarted, visibleMessages(restarted))).toEqual(['server-1']);
    });

    it('keys only the messages that said the same: an answer that differs has its own ids after them', () => {
      const answer = [{ ...bot('o1'), id: 'server-1' }, bot('other')];
      const answered = walk([{ type: 'load' }, { type: 'answered', requestId: 1, messages: answer, history: { currentStage: 0 } }, { type: 'revealNext' }], withOpening());
      expect(visibleKeys(answered, visibleMessages(answered))).toEqual(['o1', 'other']);
    });

    it('shows an answer that differs as any answer: the first message, the rest one at a time', () => {
      const answer = [bot('o1'), bot('other')];
      const answered = walk([{ type: 'load' }, { type: 'answered', requestId: 1, messages: answer, history: { currentStage: 0 } }], withOpening());
      expect(visibleMessages(answered)).toEqual([bot('o1')]);
      expect(isTyping(answered)).toBe(true);
    });

    it('is gone after Restart', () => {
      const restarted = walk([{ type: 'restart', initialFields: {} }], withOpening());
      expect(visibleMessages(restarted)).toEqual([]);
      expect(isTyping(restarted)).toBe(true);
    });
  });

  it("keeps the writer's answer to a question on its remark, so the next call's conversation carries it", () => {
    const asked: ChatMessage = {
      ...bot('b3'),
      remarks: [{ line: 1, kind: 'jargon.wordsForReaders', stage: 3, field: 'text120First', subject: 'aquifer', language: 'en' }],
    };
    const state = walk([{ type: 'load' }, { type: 'answered', requestId: 1, messages: [asked], history: { currentStage: 3 } }]);
    const answered = chatReducer(state, { type: 'questionAnswered', messageId: 'b3', line: 1, answer: 'readersKnow' });
    expect(answered.conversation[0]?.remarks?.[0]?.answer).toBe('readersKnow');
    expect(chatReducer(state, { type: 'questionAnswered', messageId: 'other', line: 1, answer: 'readersKnow' }).conversation).toEqual(state.conversation);
  });
});
