// POST /api/auth/change-password (the library's): the current password and a new one; the
// other sessions of the user end, this one stays.
import type { z } from 'zod';
import type { changePasswordBodySchema } from '@scicomm/shared/account-api';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function changePassword(body: z.infer<typeof changePasswordBodySchema>): Promise<unknown> {
  return requestJson('/api/auth/change-password', { method: 'POST', body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
