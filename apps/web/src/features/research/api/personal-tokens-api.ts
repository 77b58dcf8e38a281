// A researcher's personal access tokens for scripts (docs/research.md "Corpora"): listed, made
// (the token is in the reply only) and revoked from the profile page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedPersonalToken, PersonalTokenList } from '@scicomm/shared/corpus-api';
import { requestJson } from '../../../lib/api-client.ts';
import { corpusKeys } from './query-keys.ts';

export function usePersonalTokens(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: corpusKeys.tokens(userId),
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => requestJson<PersonalTokenList>('/api/research/tokens', { signal }),
  });
}

export function useCreatePersonalToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => requestJson<CreatedPersonalToken>('/api/research/tokens', { method: 'POST', body: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: corpusKeys.tokens(userId) }),
  });
}

export function useRevokePersonalToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestJson<void>(`/api/research/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: corpusKeys.tokens(userId) }),
  });
}
