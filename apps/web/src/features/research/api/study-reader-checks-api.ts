// A study's reader checks for the web app (docs/reader-check.md "In a study"): the link a
// participant who finished passes to readers, every participant's check for the study's
// members, and one check's results.
import { useQuery } from '@tanstack/react-query';
import type { ParticipantReaderCheck, StudyReaderChecksReply } from '@scicomm/shared/study-api';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { requestJson } from '../../../lib/api-client.ts';
import { participationKeys, studyKeys } from './query-keys.ts';

const studyUrl = (id: string) => `/api/studies/${encodeURIComponent(id)}`;

/** The participant's check, once their session is finished; null when the study makes none. */
export function useParticipantReaderCheck(token: string, participantId: string) {
  // Typed here: refetchInterval reads the data, and TypeScript then infers it as {}.
  return useQuery<ParticipantReaderCheck | null>({
    queryKey: participationKeys.readerCheck(token, participantId),
    staleTime: 0,
    // A passing network fault should not cost the participant their readers' link.
    retry: 2,
    // The server makes the check before its last reply and again when asked, so "none" should
    // not happen to a finished participant; if it does, ask a few more times, a second apart.
    // (The CI failure this was added for was the test's: it had opened another link.)
    refetchInterval: (query) => (query.state.data === null && query.state.dataUpdateCount < 6 ? 1000 : false),
    queryFn: async ({ signal }) =>
      (await requestJson<ParticipantReaderCheck | null>(
        `/api/participate/${encodeURIComponent(token)}/participants/${encodeURIComponent(participantId)}/reader-check`,
        { signal },
      )) ?? null,
  });
}

/** Every participant's check, asked again every 10 s like the dashboard: readers arrive. */
export function useStudyReaderChecks(userId: string, studyId: string) {
  return useQuery({
    queryKey: studyKeys.readerChecks(userId, studyId),
    staleTime: 0,
    refetchInterval: 10_000,
    queryFn: ({ signal }) => requestJson<StudyReaderChecksReply>(`${studyUrl(studyId)}/reader-checks`, { signal }),
  });
}

export function useStudyReaderCheckResults(userId: string, studyId: string, checkId: string) {
  return useQuery({
    queryKey: studyKeys.readerCheck(userId, studyId, checkId),
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      requestJson<ReaderCheckResults>(`${studyUrl(studyId)}/reader-checks/${encodeURIComponent(checkId)}`, { signal }),
  });
}
