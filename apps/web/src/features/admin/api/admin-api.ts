// The admins' API for the web app (docs/exercises.md "Reporting a wrong remark"): whether the
// signed-in user is an admin, and the reports of the coach's remarks per kind and per week.
// The access call answers anybody (admin: false); the reports answer anybody but an admin 404
// (the page then shows "Page not found").
import { useQuery } from '@tanstack/react-query';
import type { AdminAccessReply, CoachReportsReply } from '@scicomm/shared/coach-report-api';
import { requestJson } from '../../../lib/api-client.ts';
import { type TwoFactorMissing, twoFactorMissing } from '../../../lib/two-factor-required.ts';

export const adminKeys = {
  access: (userId: string) => ['admin', 'access', userId] as const,
  coachReports: (userId: string, weeks: number) => ['admin', 'coach-reports', userId, weeks] as const,
};

export type AdminAccessState = { admin: true; twoFactorMissing?: TwoFactorMissing } | { admin: false };

/**
 * Whether the signed-in user is an admin (the server answers anybody 200); the 403 of an admin
 * without two-factor sign-in is an answer too (what is missing).
 */
export function useAdminAccess(userId: string) {
  return useQuery({
    queryKey: adminKeys.access(userId),
    // The role can be revoked at any time: ask again whenever the page needs it.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<AdminAccessState> => {
      try {
        return await requestJson<AdminAccessReply>('/api/admin/access', { signal });
      } catch (error) {
        const missing = twoFactorMissing(error);
        if (missing) return { admin: true, twoFactorMissing: missing };
        throw error;
      }
    },
  });
}

export function useCoachReports(userId: string, weeks: number) {
  return useQuery({
    queryKey: adminKeys.coachReports(userId, weeks),
    staleTime: 0,
    queryFn: ({ signal }) => requestJson<CoachReportsReply>(`/api/admin/coach-reports?weeks=${weeks}`, { signal }),
  });
}
