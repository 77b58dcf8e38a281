// POST /api/coach-reports (docs/exercises.md "Reporting a wrong remark"): one remark of the coach
// marked wrong or unhelpful, as a TanStack Query mutation. Shared by the exercise chat, its end
// summary and the shared view (components/remark-report.tsx).
import { useMutation } from '@tanstack/react-query';
import type { CreateCoachReportBody, CreateCoachReportReply } from '@scicomm/shared/coach-report-api';
import { requestJson } from '../api-client.ts';

export function postCoachReport(body: CreateCoachReportBody): Promise<CreateCoachReportReply> {
  return requestJson<CreateCoachReportReply>('/api/coach-reports', { method: 'POST', body });
}

export function useReportRemark() {
  return useMutation({ mutationFn: postCoachReport });
}
