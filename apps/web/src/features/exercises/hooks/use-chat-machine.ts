// The exercise chat's state machine as it runs (docs/exercise-chat.md): the pure reducer of
// lib/chat-state.ts, and what a transition calls for — the exercise call, whose outcome comes back
// as an event, and the timers that show the waiting bot messages `messageDelayMs` apart.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachLanguage } from '@scicomm/coach/i18n/language';
import { postExerciseTurn } from '../api/post-exercise-turn.ts';
import { serverErrorTextWhenLoaded } from '../../../lib/server-message.ts';
import { chatReducer, shownMessages, type ChatEvent, type ChatState } from '../lib/chat-state.ts';
import { loadMessageHtml, showableNow } from '../lib/chat-html.ts';

interface ChatMachineOptions {
  endpoint: string;
  /** The site's language, sent with every turn. */
  language: CoachLanguage | undefined;
  /** The writer's key terms, sent with every turn. */
  keyTerms: readonly string[] | undefined;
  messageDelayMs: number;
  /** Called after each turn the server answered (and so stored, when the turn stores). */
  onTurnAnswered?: (() => void) | undefined;
  /** The prerendered opening's texts (with their sanitised HTML): an answer of only these is shown without the message HTML module (chat-html.ts). */
  openingHtml: ReadonlyMap<string, string>;
}

export function useChatMachine(initial: () => ChatState, { endpoint, language, keyTerms, messageDelayMs, onTurnAnswered, openingHtml }: ChatMachineOptions) {
  // In a ref: a language switched mid-exercise must not make a new `run` (and so a new `perform`),
  // which would start the exercise's loading effect again (use-exercise-chat.ts).
  const { i18n } = useTranslation();
  const i18nRef = useRef(i18n);
  i18nRef.current = i18n;
  const languageRef = useRef(language);
  languageRef.current = language;
  const keyTermsRef = useRef(keyTerms);
  keyTermsRef.current = keyTerms;
  const onTurnAnsweredRef = useRef(onTurnAnswered);
  onTurnAnsweredRef.current = onTurnAnswered;
  const openingHtmlRef = useRef(openingHtml);
  openingHtmlRef.current = openingHtml;

  // The state lives in a ref as well as in React's state: a second click before the next render
  // must already see the call in flight (send() answers false).
  const [state, setState] = useState<ChatState>(initial);
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
      const fail = (error: unknown) => {
        if (!isCurrent()) return;
        void serverErrorTextWhenLoaded(i18nRef.current, error, error instanceof Error ? error.message : String(error)).then((message) => {
          if (isCurrent()) dispatch({ type: 'failed', requestId: request.id, message });
        });
      };
      postExerciseTurn(endpoint, after.history, shownMessages(after), {
        signal: controller.signal,
        ...(languageRef.current ? { language: languageRef.current } : {}),
        ...(keyTermsRef.current ? { keyTerms: keyTermsRef.current } : {}),
      }).then(
        (turn) => {
          onTurnAnsweredRef.current?.();
          const show = () => {
            if (!isCurrent()) return;
            const answered = dispatch({ type: 'answered', requestId: request.id, messages: turn.messages, history: turn.updatedHistory });
            const waiting = answered.conversation.length - answered.shown;
            timersRef.current = Array.from({ length: waiting }, (_, index) =>
              window.setTimeout(() => dispatch({ type: 'revealNext' }), (index + 1) * messageDelayMs),
            );
          };
          // An answer that says more than the prerendered opening waits for the module that sanitises it.
          if (showableNow(turn.messages, openingHtmlRef.current)) show();
          else loadMessageHtml().then(show, fail);
        },
        fail,
      );
    },
    [clearTimers, dispatch, endpoint, messageDelayMs],
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

  /** Drops the call in flight (its answer will change nothing) and the waiting messages' timers. */
  const cancel = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    clearTimers();
  }, [clearTimers]);

  return { state, stateRef, dispatch, perform, cancel };
}
