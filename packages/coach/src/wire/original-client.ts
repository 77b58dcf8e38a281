// The exercise calls as the original's compiled client makes them (docs/server.md "The
// original's client"), beside ours (schemas.ts). Its body is its whole state: the history's fields
// (with its own defaults for those the server never set), `messages`, the transcript it shows
// ([{ text, isStudent }], lower-case names), and `Messages`, that transcript plus the new answer
// ([{ Text, IsStudent }]). It renders its chat from the reply's `updatedHistory.messages`, the
// whole transcript, and reads the reply's `messages` as HTML strings; a question's options must be
// `<div class="chat-option">(n) …</div>` for a click to answer it.
//
// How a request is known to be the original's: it carries the conversation in both casings.
// Our web client sends `Messages` only (apps/web post-exercise-turn.ts), and since only the
// original's shape of reply carries a transcript in its history, a history our client keeps
// never brings a `messages` back.

import type { ChatMessage } from '../engine/chat-message.ts';
import { textToHtml } from '../markup/html.ts';
import { isRecord, toChatMessages, type WireChatMessage } from './messages.ts';

type UnknownRecord = Record<string, unknown>;

/** Whether an exercise call's body is the original client's: the conversation in both casings. */
export function isOriginalClientBody(body: unknown): boolean {
  return isRecord(body) && Object.hasOwn(body, 'messages') && Object.hasOwn(body, 'Messages');
}

/**
 * The conversation a body sends. In one casing (camelCase, PascalCase or snake_case, which for
 * this field are `messages` and `Messages`), that one. In both (the original's client),
 * `Messages`, which carries the new answer, unless `messages` is the longer: the original read
 * its one `Messages` list from the body whatever the casing, and its client always writes
 * `Messages` last, so `Messages` is what the original read.
 */
export function conversationOf(body: UnknownRecord): ChatMessage[] {
  const camel = body.messages ?? null;
  const pascal = body.Messages ?? null;
  if (camel === null || pascal === null) return toChatMessages(camel ?? pascal, 'Messages');
  const shown = toChatMessages(camel, 'messages');
  const sent = toChatMessages(pascal, 'Messages');
  return shown.length > sent.length ? shown : sent;
}

/** One line of the original's transcript (its HalfLifeMessage, in the reply's camelCase). */
export interface OriginalTranscriptMessage {
  id: string;
  text: string;
  isStudent: boolean;
}

/** The reply the original's client reads. */
export interface OriginalClientReply {
  /** The bot's new messages, as HTML. */
  messages: string[];
  /**
   * Our history's fields, plus the whole transcript the client renders its chat from (typed as
   * the server's schema declares it: scalar fields, and `messages` beside them).
   */
  updatedHistory: { currentStage: number; messages: OriginalTranscriptMessage[] } & Record<string, string | number | boolean>;
}

/**
 * The options of a question as the original's client makes them clickable: each a
 * `<div class="chat-option">` of the message itself whose text holds "(n)". Ours are spans
 * (chat/render.ts) on lines of their own; a div is a line of its own, so the line break
 * before it goes. Our `option` class and `data-value` stay.
 */
export function withOriginalOptions(html: string): string {
  return html.replace(
    /(?:<br \/>)?<span class="option" data-value="([^"<>]*)">([^<]*)<\/span>/g,
    '<div class="option chat-option" data-value="$1">$2</div>',
  );
}

/**
 * Our reply in the original's shape. `body` is the request as it came: its `messages`, the
 * transcript the client already shows, is sent back as it is (the client shows what we gave
 * it); what `Messages` has beyond it is the new answer, text as typed, escaped for the chat.
 */
export function toOriginalClientReply(
  body: UnknownRecord,
  reply: { messages: readonly WireChatMessage[]; updatedHistory: { currentStage: number } & Record<string, string | number | boolean> },
): OriginalClientReply {
  const shown = toChatMessages(body.messages ?? null, 'messages');
  const transcript = conversationOf(body).map((message, index): OriginalTranscriptMessage => {
    const before = shown[index];
    return before
      ? { id: before.id, text: message.text, isStudent: message.isStudent }
      : { id: message.id, text: message.isStudent ? textToHtml(message.text) : message.text, isStudent: message.isStudent };
  });
  const said = reply.messages.map((message) => withOriginalOptions(message.Text));
  const messages = [...transcript, ...reply.messages.map((message, index) => ({ id: message.Id, text: said[index]!, isStudent: false }))];
  return {
    messages: said,
    updatedHistory: { ...reply.updatedHistory, messages } as OriginalClientReply['updatedHistory'],
  };
}
