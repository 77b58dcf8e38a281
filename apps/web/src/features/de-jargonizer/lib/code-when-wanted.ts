// Code a page fetches once the user is about to need it rather than with the page (the
// analyser's measure and its terms' view, docs/performance.md): fetched once, kept for the
// page's life, and fetched again after a failure (a dropped connection) the next time it is wanted.
import { useEffect, useState } from 'react';

export interface CodeWhenWanted<T> {
  /** Fetches the code (once); resolves to it. */
  load: () => Promise<T>;
  /** The code once `wanted` has been true and it is in (a page made later has it on its first render); null until then. */
  useCode: (wanted: boolean) => T | null;
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
  function useCode(wanted: boolean): T | null {
    const [code, setCode] = useState<T | null>(() => loaded);
    useEffect(() => {
      if (!wanted || code) return;
      let current = true;
      load().then(
        (fetched) => {
          if (current) setCode(() => fetched);
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted, code]);
    return code;
  }
  return { load, useCode };
}
