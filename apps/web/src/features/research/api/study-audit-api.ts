// A study's audit trail (docs/research.md "Audit trail"), asked again whenever the page asks
// for its study, so an export or a deletion made here shows up at once.
import { useQuery } from '@tanstack/react-query';
import type { StudyAudit } from '@scicomm/shared/study-api';
import { requestJson } from '../../../lib/api-client.ts';
import { studyKeys } from './query-keys.ts';

export function useStudyAudit(userId: string, studyId: string) {
  return useQuery({
    queryKey: studyKeys.audit(userId, studyId),
    staleTime: 0,
    refetchInterval: 30_000,
    queryFn: ({ signal }) =>
      requestJson<StudyAudit>(`/api/studies/${encodeURIComponent(studyId)}/audit`, { signal }),
  });
}
