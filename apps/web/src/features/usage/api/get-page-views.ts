// The footer's figure: page views recorded on our own server (only for visitors who accepted
// cookies), through the app's query cache so that every page shares one request.
import { useQuery } from '@tanstack/react-query';
import { pageViewCountSchema } from '@scicomm/shared/analytics-api';
import { requestJson } from '../../../lib/api-client.ts';

export const pageViewsQueryKey = ['analytics', 'page-views'] as const;

export async function getPageViews(signal?: AbortSignal): Promise<number> {
  const reply = await requestJson<unknown>('/api/analytics/page-views', signal ? { signal } : {});
  return pageViewCountSchema.parse(reply).pageViews;
}

/** The count, or undefined while it loads or when it could not be read (the footer then shows none). */
export function usePageViewCount(): number | undefined {
  const query = useQuery({ queryKey: pageViewsQueryKey, queryFn: ({ signal }) => getPageViews(signal) });
  return query.data;
}
