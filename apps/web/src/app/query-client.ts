import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data. Answers the server sends rarely change (periods, dictionaries,
 * word details) stay fresh for a while; a failed request is retried once, never when the
 * server said the request was wrong (4xx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !isClientError(error),
      },
      mutations: { retry: false },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
