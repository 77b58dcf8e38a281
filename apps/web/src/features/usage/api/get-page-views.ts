// The footer's figure: page views recorded on our own server (only for visitors who accepted
// cookies), through the app's query cache so that every page shares one request.
// The footer is on the first load: the reply is checked by hand against the shared type, not
// with its zod schema, which would bring zod (~25 KB Brotli) into the first download
// (docs/performance.md).
import { useQuery } from '@tanstack/react-query';
import type { PageViewCount } from '@scicomm/shared/analytics-api';
import { requestJson } from '../../../lib/api-client.ts';

export const pageViewsQueryKey = ['analytics', 'page-views'] as const;

/** The count of a reply shaped as `pageViewCountSchema` says; anything else is an error. */
export function readPageViewCount(reply: unknown): number {
  const count = (reply as Partial<PageViewCount> | null)?.pageViews;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error('Unexpected page view count.');
  return count;
}

export async function getPageViews(signal?: AbortSignal): Promise<number> {
  return readPageViewCount(await requestJson<unknown>('/api/analytics/page-views', signal ? { signal } : {}));
}

/** The count, or undefined while it loads or when it could not be read (the footer then shows none). */
export function usePageViewCount(): number | undefined {
  const query = useQuery({ queryKey: pageViewsQueryKey, queryFn: ({ signal }) => getPageViews(signal) });
  return query.data;
}
