// Code a page fetches once the user is about to need it rather than with the page (the
// analyser's measure and its terms' view, docs/performance.md): fetched once, kept for the
// page's life, and fetched again after a failure (a dropped connection) the next time it is wanted.
import { useEffect, useState } from 'react';

export interface CodeState<T> {
  /** The code once it is in; null until then. */
  code: T | null;
  /** True when fetching it failed (a dropped connection, a new version deployed meanwhile). */
  failed: boolean;
  /** Fetches it again after a failure. */
  retry: () => void;
}

export interface CodeWhenWanted<T> {
  /** Fetches the code (once); resolves to it. */
  load: () => Promise<T>;
  /** The code once `wanted` has been true and it is in (a page made later has it on its first render); null until then. */
  useCode: (wanted: boolean) => T | null;
  /** The same, with whether fetching it failed and a way to fetch it again. */
  useCodeState: (wanted: boolean) => CodeState<T>;
}

export function codeWhenWanted<T>(fetchCode: () => Promise<T>): CodeWhenWanted<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const load = () => {
    loading ??= fetchCode().then(
      (code) => (loaded = code),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function useCodeState(wanted: boolean): CodeState<T> {
    const [code, setCode] = useState<T | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    // Each retry runs the effect again.
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (!wanted || code) return;
      let current = true;
      setFailed(false);
      load().then(
        (fetched) => {
          if (current) setCode(() => fetched);
        },
        () => {
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [wanted, code, attempt]);
    return { code, failed, retry: () => setAttempt((count) => count + 1) };
  }
  const useCode = (wanted: boolean): T | null => useCodeState(wanted).code;
  return { load, useCode, useCodeState };
}
