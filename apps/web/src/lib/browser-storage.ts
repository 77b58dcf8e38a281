// The browser's session or local storage, or null where there is none: rendering on the server,
// or storage turned off in the privacy settings (reading it throws then). What is kept there is a
// convenience, so a page goes on without it.
export function browserStorage(kind: 'session' | 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}
