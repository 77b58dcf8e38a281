// The writer's key terms for an exercise's jargon feedback, kept in the tab's sessionStorage per
// exercise call (docs/exercises.md "Work is never lost"): a reload keeps them, as it keeps the
// conversation. Restart keeps them too: they are about the writer's topic, not one attempt.
import { useCallback, useState } from 'react';

const STORAGE_PREFIX = 'scicomm.exerciseKeyTerms:';

function load(endpoint: string): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + endpoint) ?? '[]');
    return Array.isArray(parsed) && parsed.every((term) => typeof term === 'string') ? parsed : [];
  } catch {
    return [];
  }
}

export function useExerciseKeyTerms(endpoint: string): [string[], (terms: string[]) => void] {
  const [terms, setTerms] = useState(() => load(endpoint));
  const change = useCallback(
    (next: string[]) => {
      setTerms(next);
      try {
        sessionStorage.setItem(STORAGE_PREFIX + endpoint, JSON.stringify(next));
      } catch {
        // Storage full or refused: the terms still go with this tab's turns.
      }
    },
    [endpoint],
  );
  return [terms, change];
}
