// GET /api/exercises/research/{slug}: which research edition a hidden path opens. The server
// knows the research uuid; the web app never does, so unknown paths stay not-found pages.
// Read through TanStack Query (the app's one cache of server data): it cancels a request that
// is no longer wanted, and a 404 (a path that is no edition) is never retried.
import { useQuery } from '@tanstack/react-query';
import { ApiError, requestJson } from '../../../lib/api-client.ts';
import type { ResearchEdition } from '../../../lib/prerender-data.tsx';

export type { ResearchEdition } from '../../../lib/prerender-data.tsx';

export const getResearchExercise = (slug: string, signal?: AbortSignal) =>
  requestJson<ResearchEdition>(`/api/exercises/research/${encodeURIComponent(slug)}`, signal ? { signal } : {});

export const researchExerciseQueryKey = (slug: string) => ['exercises', 'research-edition', slug] as const;

export type ResearchLookup =
  | { status: 'loading' }
  | { status: 'found'; edition: ResearchEdition }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

export function useResearchExercise(slug: string): ResearchLookup {
  const query = useQuery({
    queryKey: researchExerciseQueryKey(slug),
    queryFn: ({ signal }) => getResearchExercise(slug, signal),
    // Which edition a path opens does not change while the page is open.
    staleTime: Infinity,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const error = query.error;
    return error instanceof ApiError && error.status === 404
      ? { status: 'not-found' }
      : { status: 'error', error };
  }
  return { status: 'found', edition: query.data };
}
