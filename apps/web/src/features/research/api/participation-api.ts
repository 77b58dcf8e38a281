// A study's participant link (docs/research.md "Taking part"): what the link opens and taking
// part. The participant's id is kept in the browser's localStorage per link (and per identifier
// of a personal link), so a reload — or coming back later on the same browser — continues in the
// same arm; the chat keeps the session itself.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Participation, ResumableSession } from '@scicomm/shared/study-api';
import { ApiError, requestJson } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { participationKeys } from './query-keys.ts';

export function useParticipation(token: string) {
  return useQuery({
    queryKey: participationKeys.study(token),
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      requestJson<Participation>(`/api/participate/${encodeURIComponent(token)}`, { signal }),
  });
}

export const participantTurnUrl = (token: string, participantId: string) =>
  `/api/participate/${encodeURIComponent(token)}/participants/${encodeURIComponent(participantId)}/turn`;

/**
 * The participant's unfinished session as the server kept it (docs/research.md "Personal
 * links"), or null: for a browser that does not hold it.
 */
export async function getResumableSession(token: string, participantId: string): Promise<ResumableSession | null> {
  const url = `/api/participate/${encodeURIComponent(token)}/participants/${encodeURIComponent(participantId)}/session`;
  return (await requestJson<ResumableSession | null>(url)) ?? null;
}

const storageKey = (token: string, identifier: string) => `scicomm.study:${token}:${identifier}`;

const store = () => browserStorage('local');

export function keptParticipantId(token: string, identifier: string): string | null {
  return store()?.getItem(storageKey(token, identifier)) ?? null;
}

/** Forgets a kept participant (its data was deleted): the link starts afresh. */
export function forgetParticipant(token: string, identifier: string): void {
  store()?.removeItem(storageKey(token, identifier));
}

/** Whether a kept participant still takes part: 'yes', or 'no' (404, or a kept id that is no id: forget it). */
export function useKeptParticipant(token: string, participantId: string) {
  return useQuery({
    queryKey: participationKeys.participant(token, participantId),
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        await requestJson<unknown>(
          `/api/participate/${encodeURIComponent(token)}/participants/${encodeURIComponent(participantId)}`,
          { signal },
        );
        return 'yes' as const;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'no' as const;
        throw error;
      }
    },
  });
}

/** `personalKey`: the personal link's key (docs/research.md "Personal links"), '' when none. */
export function useEnrol(token: string, identifier: string, personalKey = '') {
  return useMutation({
    mutationFn: (consent: boolean) =>
      requestJson<{ participantId: string }>(
        `/api/participate/${encodeURIComponent(token)}/enrol`,
        {
          method: 'POST',
          body: {
            consent,
            ...(identifier ? { participant: identifier } : {}),
            ...(personalKey ? { key: personalKey } : {}),
          },
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
