// The chat's message HTML (message-html.ts, with DOMPurify: ~10 KB Brotli) is not part of an
// exercise page's first visit (docs/performance.md "Exercise pages"). The page paints and hydrates
// its prerendered opening without it: the page's data block carries each opening text with its HTML
// as the build sanitised it (prerender/chat-openings.ts), drawn as it is, its options made buttons
// here; the first answer, which says the same texts, too. The module is fetched once no terms dialog covers the chat (a first visitor's
// dialog is closed by a click), or before anything else must be shown (an answer that is not the
// opening's text, a kept session continued); until it is in, the chat takes no answer (its
// options and Send wait, as while a call runs).
import { useEffect, useSyncExternalStore } from 'react';
import type { ChatMessage } from '../../../lib/message-language.ts';
import { termsDialogIsOpen, useTermsDialogOpen } from '../../../lib/terms-dialog-open.ts';
import type * as MessageHtmlModule from './message-html.ts';
import { withOptionButtons } from './option-buttons.ts';

export type MessageHtml = typeof MessageHtmlModule;

/** A failed fetch of the module is tried again after this long (offline for a while). */
const RETRY_MS = 5000;

let loaded: MessageHtml | null = null;
let loading: Promise<MessageHtml> | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Fetches the message HTML module once; a failed fetch is tried again by the next call. */
export function loadMessageHtml(): Promise<MessageHtml> {
  loading ??= import('./message-html.ts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The message HTML module once it is in (the build's prerender loads it before rendering), else null. */
export function useMessageHtml(): MessageHtml | null {
  return useSyncExternalStore(subscribe, () => loaded, () => loaded);
}

/**
 * The module, fetched once no terms dialog covers the chat. The dialog counts itself in a layout
 * effect, so whether it is open is read here, in an effect.
 */
export function useMessageHtmlOnceUncovered(): MessageHtml | null {
  const messageHtml = useMessageHtml();
  const termsDialogOpen = useTermsDialogOpen();
  useEffect(() => {
    if (messageHtml || termsDialogIsOpen()) return undefined;
    let retry: number | undefined;
    let live = true;
    const load = () =>
      loadMessageHtml().catch(() => {
        if (live) retry = window.setTimeout(load, RETRY_MS);
      });
    void load();
    return () => {
      live = false;
      window.clearTimeout(retry);
    };
  }, [messageHtml, termsDialogOpen]);
  return messageHtml;
}

/** The module, read outside React (null until it is in). */
export const messageHtmlNow = (): MessageHtml | null => loaded;

/**
 * Whether these messages can be shown now: the module is in, or each is a bot message whose text
 * is one of the prerendered opening's (`openingHtml`: each with its HTML as the build sanitised it).
 */
export const showableNow = (messages: readonly ChatMessage[], openingHtml: ReadonlyMap<string, string>): boolean =>
  loaded !== null || messages.every((message) => !message.isStudent && openingHtml.has(message.text));

/**
 * A message's HTML as its bubble shows it: through the module when it is in; else, for a text of
 * the prerendered opening, its HTML as the build sanitised it (`openingHtml`) with its options made
 * buttons; else null (nothing can be shown safely yet).
 */
export function bubbleHtml(
  module: MessageHtml | null,
  message: Pick<ChatMessage, 'isStudent' | 'text'>,
  openingHtml: string | undefined,
  interactive: boolean,
  waiting: boolean,
): string | null {
  if (module) return message.isStudent ? module.sanitizeMessageHtml(message.text) : module.botMessageHtml(message.text, interactive, waiting);
  if (message.isStudent || openingHtml === undefined) return null;
  // A template's content is inert (nothing loads or runs), and this HTML is DOMPurify's output already.
  const template = document.createElement('template');
  template.innerHTML = openingHtml;
  const container = document.createElement('div');
  container.append(template.content);
  return withOptionButtons(container, interactive, waiting);
}
