// The two DOMPurify profiles for HTML that comes from the server, in one place so every view of
// the same content sanitises it alike: chat messages (live in the chat, read-only in the
// profile's and the shared task viewer) and the De-Jargonizer's coloured result.
import DOMPurify, { type Config } from 'dompurify';

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
  return DOMPurify.sanitize(html, messageHtmlProfile);
}

export function sanitizeResultHtml(html: string): string {
  return DOMPurify.sanitize(html, resultHtmlProfile);
}
