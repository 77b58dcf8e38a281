// The De-Jargonizer's text kept for the tab's session (docs/de-jargonizer.md): it survives a
// reload and the De-Jargonizer's other pages. Storing a long text on every key would cost the
// key its frame: it is stored once typing pauses, and at once when the page is hidden or left.
// A text over SAVE_ON_PAUSE_MAX_CHARS is stored only when the page is hidden or left: writing
// 600 kB to sessionStorage is one task of 300-500 ms in Chromium, which a writer who pauses for a
// second and types on would feel as a frozen key.
import { useEffect, useRef } from 'react';

const TEXT_KEY = 'scicomm.deJargonizer.text';
/** The pause in typing after which the text is kept. */
const SAVE_PAUSE_MS = 1_000;
/** The longest text kept on a pause (about 8,000 words; its write takes a few milliseconds). */
export const SAVE_ON_PAUSE_MAX_CHARS = 50_000;

/** The text kept for this tab, if any. */
export function readSavedText(): string | null {
  try {
    return sessionStorage.getItem(TEXT_KEY);
  } catch {
    return null;
  }
}

function writeSavedText(value: string): void {
  try {
    sessionStorage.setItem(TEXT_KEY, value);
  } catch {
    // Storage full or disabled: the text stays in the page, which is what matters.
  }
}

/**
 * Keeps `text` once typing pauses (from when `restored`, i.e. the kept text is back in the
 * editor; a short text only), and `latest()` — the box's text, which may be a keystroke ahead —
 * when the page is hidden, left or unmounted.
 */
export function useSavedText(text: string, restored: boolean, latest: () => string): void {
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!restored || text.length > SAVE_ON_PAUSE_MAX_CHARS) return;
    const timer = setTimeout(() => {
      writeSavedText(text);
      saved.current = text;
    }, SAVE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [restored, text]);
  useEffect(() => {
    const save = () => {
      const current = latest();
      if (saved.current !== current) writeSavedText(current);
      saved.current = current;
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', hidden);
      save();
    };
  }, [latest]);
}
