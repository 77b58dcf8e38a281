// The researchers' API for the web app (docs/research.md): whether the signed-in user is a
// researcher, the counts per edition, and the CSV export. Server data through TanStack Query.
// Anybody but a researcher hears 404 from every call (the page then shows "Page not found").
import { useQuery } from '@tanstack/react-query';
import type { ResearchAccess, ResearchEdition, ResearchSummary } from '@scicomm/shared/research-api';
import { requestBlob, requestJson } from '../../../lib/api-client.ts';
import { type TwoFactorMissing, twoFactorMissing } from '../../../lib/two-factor-required.ts';
import { researchKeys } from './query-keys.ts';

/** Days as YYYY-MM-DD (UTC days, both included); empty: no limit. */
export interface ResearchRange {
  from: string;
  to: string;
}

export interface ResearchExportFilter extends ResearchRange {
  /** One edition, or all of them. */
  edition: ResearchEdition | 'all';
}

function rangeParams({ from, to }: ResearchRange): URLSearchParams {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params;
}

export function researchSummaryUrl(range: ResearchRange): string {
  const query = rangeParams(range).toString();
  return `/api/research/summary${query ? `?${query}` : ''}`;
}

export function researchExportUrl(filter: ResearchExportFilter): string {
  const params = rangeParams(filter);
  if (filter.edition !== 'all') params.set('editions', filter.edition);
  const query = params.toString();
  return `/api/research/export${query ? `?${query}` : ''}`;
}

/** A researcher, and whether their session still lacks two-factor sign-in; or not a researcher. */
export type ResearchAccessState = { researcher: true; twoFactorMissing?: TwoFactorMissing } | { researcher: false };

/**
 * Whether the signed-in user (null: nobody) is a researcher (the server answers anybody 200); the
 * 403 of a researcher without two-factor sign-in is an answer too (what is missing).
 */
export function useResearchAccess(userId: string | null) {
  return useQuery({
    queryKey: researchKeys.access(userId ?? ''),
    enabled: userId !== null,
    // The role can be revoked at any time: ask again whenever the page or menu needs it.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<ResearchAccessState> => {
      try {
        return await requestJson<ResearchAccess>('/api/research/access', { signal });
      } catch (error) {
        const missing = twoFactorMissing(error);
        if (missing) return { researcher: true, twoFactorMissing: missing };
        throw error;
      }
    },
  });
}

export function useResearchSummary(userId: string, range: ResearchRange, enabled: boolean) {
  return useQuery({
    queryKey: researchKeys.summary(userId, range),
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => requestJson<ResearchSummary>(researchSummaryUrl(range), { signal }),
  });
}

export function downloadResearchExport(filter: ResearchExportFilter): Promise<{ blob: Blob; fileName?: string }> {
  return requestBlob(researchExportUrl(filter));
}
