// The studies API for the web app (docs/research.md "Studies"): a researcher's studies, one
// study's settings, collaborators, dashboard, export and deletion. Server data through TanStack
// Query; anybody but the study's owner or collaborators hears 404 from every call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateStudyBody,
  Study,
  StudyDashboard,
  StudyExportFormat,
  StudyList,
  UpdateStudyBody,
} from '@scicomm/shared/study-api';
import { requestBlob, requestJson } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { studyKeys } from './query-keys.ts';

const studyUrl = (id: string) => `/api/studies/${encodeURIComponent(id)}`;

export function useStudies(userId: string) {
  return useQuery({
    queryKey: studyKeys.list(userId),
    staleTime: 0,
    queryFn: ({ signal }) => requestJson<StudyList>('/api/studies', { signal }),
  });
}

export function useStudy(userId: string, id: string) {
  return useQuery({
    queryKey: studyKeys.study(userId, id),
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => requestJson<Study>(studyUrl(id), { signal }),
  });
}

/** The dashboard, asked again every 10 s while the page is open: it follows sessions as they arrive. */
export function useStudyDashboard(userId: string, id: string) {
  return useQuery({
    queryKey: studyKeys.dashboard(userId, id),
    staleTime: 0,
    refetchInterval: 10_000,
    queryFn: ({ signal }) => requestJson<StudyDashboard>(`${studyUrl(id)}/dashboard`, { signal }),
  });
}

export function useCreateStudy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudyBody) =>
      requestJson<Study>('/api/studies', { method: 'POST', body }),
    onSuccess: (study) => {
      queryClient.setQueryData(studyKeys.study(userId, study.id), study);
      void queryClient.invalidateQueries({ queryKey: studyKeys.list(userId) });
    },
  });
}

/**
 * Changes to a study (settings, collaborators): each answers with the study as it now is; its
 * dashboard, audit trail and the list are asked again.
 */
export function useStudyChange<Input>(
  userId: string,
  id: string,
  change: (input: Input) => Promise<Study>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (study) => {
      queryClient.setQueryData(studyKeys.study(userId, id), study);
      void queryClient.invalidateQueries({ queryKey: studyKeys.list(userId) });
      void queryClient.invalidateQueries({ queryKey: studyKeys.dashboard(userId, id) });
      void queryClient.invalidateQueries({ queryKey: studyKeys.audit(userId, id) });
    },
  });
}

export const updateStudy = (id: string) => (body: UpdateStudyBody) =>
  requestJson<Study>(studyUrl(id), { method: 'PATCH', body });

export const addCollaborator = (id: string) => (email: string) =>
  requestJson<Study>(`${studyUrl(id)}/collaborators`, { method: 'POST', body: { email } });

export const removeCollaborator = (id: string) => (userId: string) =>
  requestJson<Study>(`${studyUrl(id)}/collaborators/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

export function downloadStudyExport(
  id: string,
  format: StudyExportFormat,
): Promise<{ blob: Blob; fileName?: string }> {
  return requestBlob(`${studyUrl(id)}/export?format=${format}`);
}

/** An export of the study's data, saved; the audit trail, which records it, is asked again. */
export function useStudyExport(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useFileDownload(
    (format: StudyExportFormat) => downloadStudyExport(id, format),
    (format) => `study.${format === 'json' ? 'json' : 'csv'}`,
    () => void queryClient.invalidateQueries({ queryKey: studyKeys.audit(userId, id) }),
  );
}

export function useDeleteStudyData(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmTitle: string) =>
      requestJson<{ deletedSessions: number; deletedParticipants: number }>(
        `${studyUrl(id)}/sessions`,
        {
          method: 'DELETE',
          body: { confirmTitle },
        },
      ),
    // The dashboard, the reader checks and the audit trail all change with the data.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studyKeys.study(userId, id) }),
  });
}
