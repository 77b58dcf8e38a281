// The two DOMPurify profiles for HTML that comes from the server, in one place so every view of
// the same content sanitises it alike: chat messages (live in the chat, read-only in the
// profile's and the shared task viewer) and the De-Jargonizer's coloured result.
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** The window HTML is sanitised and built in: the browser's, or the one the build's prerender lends. */
let htmlWindow: { purifier: Purifier; document: Document } | null = null;

/**
 * The build's prerender runs in Node, which has no DOM: it lends a window (jsdom's) to sanitise
 * and build the chat's opening messages with (entry-server.tsx).
 */
export function lendHtmlWindow(window: WindowLike & { document: Document }): void {
  htmlWindow = { purifier: DOMPurify(window), document: window.document };
}

/** DOMPurify, for the browser's window or the lent one. */
export const purifier = (): Purifier => htmlWindow?.purifier ?? DOMPurify;

/** The document to build HTML in: the browser's, or the lent window's. */
export const htmlDocument = (): Document => htmlWindow?.document ?? document;

/** Tags a message may not carry: nothing that looks like our own controls or loads anything. */
const forbiddenMessageTags = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'img',
  'video',
  'audio',
  'svg',
  'math',
];

export const messageHtmlProfile = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: forbiddenMessageTags,
  FORBID_ATTR: ['style', 'id'],
} satisfies Config;

/** A result is words in band spans and line breaks, nothing else. */
export const resultHtmlProfile = {
  ALLOWED_TAGS: ['span', 'br'],
  ALLOWED_ATTR: ['class', 'data-band'],
} satisfies Config;

export function sanitizeMessageHtml(html: string): string {
  return purifier().sanitize(html, messageHtmlProfile);
}

export function sanitizeResultHtml(html: string): string {
  return purifier().sanitize(html, resultHtmlProfile);
}
