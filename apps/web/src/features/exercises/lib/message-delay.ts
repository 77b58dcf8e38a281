// The pause between the bot's messages (docs/product.md §4): one second, as in the original. A
// `scicomm.chatMessageDelayMs` entry in localStorage (a whole number, 0–1000) shortens it for
// this browser; the browser tests set it (playwright.config.ts) so that a journey does not wait
// a second per message. Nothing in the site writes it.
export const BOT_MESSAGE_DELAY_MS = 1000;
export const MESSAGE_DELAY_STORAGE_KEY = 'scicomm.chatMessageDelayMs';

export function botMessageDelayMs(): number {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(MESSAGE_DELAY_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be refused (privacy settings); the product's delay stands.
  }
  if (stored === null || !/^\d{1,4}$/.test(stored)) return BOT_MESSAGE_DELAY_MS;
  return Math.min(Number(stored), BOT_MESSAGE_DELAY_MS);
}
