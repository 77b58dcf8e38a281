// A study's participant link (docs/research.md "Taking part"): what the link opens and taking
// part. The participant's id is kept in the browser's localStorage per link (and per identifier
// of a personal link), so a reload — or coming back later on the same browser — continues in the
// same arm; the chat keeps the session itself.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Participation } from '@scicomm/shared/study-api';
import { requestJson } from '../../../lib/api-client.ts';

export function useParticipation(token: string) {
  return useQuery({
    queryKey: ['participation', token] as const,
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      requestJson<Participation>(`/api/participate/${encodeURIComponent(token)}`, { signal }),
  });
}

export const participantTurnUrl = (token: string, participantId: string) =>
  `/api/participate/${encodeURIComponent(token)}/participants/${encodeURIComponent(participantId)}/turn`;

const storageKey = (token: string, identifier: string) => `scicomm.study:${token}:${identifier}`;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keptParticipantId(token: string, identifier: string): string | null {
  return store()?.getItem(storageKey(token, identifier)) ?? null;
}

export function useEnrol(token: string, identifier: string) {
  return useMutation({
    mutationFn: (consent: boolean) =>
      requestJson<{ participantId: string }>(
        `/api/participate/${encodeURIComponent(token)}/enrol`,
        {
          method: 'POST',
          body: { consent, ...(identifier ? { participant: identifier } : {}) },
        },
      ),
    onSuccess: ({ participantId }) => {
      try {
        store()?.setItem(storageKey(token, identifier), participantId);
      } catch {
        // Storage full or disabled: the session still runs; a reload starts again.
      }
    },
  });
}
