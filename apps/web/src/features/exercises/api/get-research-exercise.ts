// GET /api/exercises/research/{slug}: which research edition a hidden path opens. The server
// knows the research uuid; the web app never does, so unknown paths stay not-found pages.
import { useEffect, useState } from 'react';
import { ApiError, requestJson } from '../../../lib/api-client.ts';

export interface ResearchEdition {
  exercise: 'halfLife';
  title: string;
  edition: 'full' | 'slim';
}

export const getResearchExercise = (slug: string, signal?: AbortSignal) =>
  requestJson<ResearchEdition>(`/api/exercises/research/${encodeURIComponent(slug)}`, signal ? { signal } : {});

export type ResearchLookup =
  | { status: 'loading' }
  | { status: 'found'; edition: ResearchEdition }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export function useResearchExercise(slug: string): ResearchLookup {
  const [lookup, setLookup] = useState<{ slug: string; result: ResearchLookup } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getResearchExercise(slug, controller.signal).then(
      (edition) => setLookup({ slug, result: { status: 'found', edition } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const result: ResearchLookup =
          error instanceof ApiError && error.status === 404
            ? { status: 'not-found' }
            : { status: 'error', message: error instanceof Error ? error.message : String(error) };
        setLookup({ slug, result });
      },
    );
    return () => controller.abort();
  }, [slug]);
  return lookup?.slug === slug ? lookup.result : { status: 'loading' };
}
