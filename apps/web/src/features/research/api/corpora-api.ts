// Corpus jobs for the web app (docs/research.md "Corpora"): the researcher's jobs, asked again
// every 2 s while one is running or being read (the progress bar), the upload, pause / resume /
// cancel, the summary and the downloads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorpusJob, CorpusJobAction, CorpusJobList, CorpusSummary } from '@scicomm/shared/corpus-api';
import { requestBlob, requestJson } from '../../../lib/api-client.ts';
import { corpusKeys } from './query-keys.ts';

const jobUrl = (id: string) => `/api/research/corpora/${encodeURIComponent(id)}`;
const PROGRESS_POLL_MS = 2_000;

const isActive = (job: CorpusJob) => job.status === 'running' || job.status === 'reading';

export function useCorpusJobs(userId: string) {
  return useQuery({
    queryKey: corpusKeys.list(userId),
    staleTime: 0,
    queryFn: ({ signal }) => requestJson<CorpusJobList>('/api/research/corpora', { signal }),
    refetchInterval: (query) => (query.state.data?.jobs.some(isActive) ? PROGRESS_POLL_MS : false),
  });
}

export interface CorpusUpload {
  file: File;
  period: string;
  keyTerms: string;
  keepTexts: boolean;
  idColumn: string;
  textColumn: string;
  groupColumn: string;
}

/** The upload's form: the file last, so the server reads the settings before the file's bytes. */
export function corpusForm(upload: CorpusUpload): FormData {
  const form = new FormData();
  if (upload.period) form.append('period', upload.period);
  if (upload.keyTerms.trim()) form.append('keyTerms', upload.keyTerms);
  form.append('keepTexts', String(upload.keepTexts));
  for (const name of ['idColumn', 'textColumn', 'groupColumn'] as const) if (upload[name].trim()) form.append(name, upload[name].trim());
  form.append('file', upload.file);
  return form;
}

export function useSubmitCorpus(userId: string, onUploadProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CorpusUpload) =>
      requestJson<CorpusJob>('/api/research/corpora', { method: 'POST', body: corpusForm(upload), ...(onUploadProgress ? { onUploadProgress } : {}) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: corpusKeys.list(userId) }),
  });
}

export function useCorpusJobAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CorpusJobAction }) => requestJson<CorpusJob>(`${jobUrl(id)}/${action}`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: corpusKeys.list(userId) }),
  });
}

export function useCorpusSummary(userId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: corpusKeys.summary(userId, id),
    enabled,
    queryFn: ({ signal }) => requestJson<CorpusSummary>(`${jobUrl(id)}/summary`, { signal }),
  });
}

export const downloadCorpusResults = ({ id, format }: { id: string; format: 'csv' | 'parquet' }) => requestBlob(`${jobUrl(id)}/results.${format}`);
