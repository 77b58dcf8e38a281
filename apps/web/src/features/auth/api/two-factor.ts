// The library's two-factor endpoints: the sign-in step (a TOTP or backup code), and switching
// two-factor on (password, then a first code) and off (password).
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export function verifyTotp(code: string): Promise<unknown> {
  return requestJson('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code: code.replace(/\s+/g, '') },
  });
}

export function verifyBackupCode(code: string): Promise<unknown> {
  return requestJson('/api/auth/two-factor/verify-backup-code', {
    method: 'POST',
    body: { code: code.trim() },
  });
}

export function enableTwoFactor(
  password: string,
): Promise<{ totpURI: string; backupCodes: string[] }> {
  return requestJson('/api/auth/two-factor/enable', { method: 'POST', body: { password } });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return requestJson('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
}

export const useVerifyTotp = () => useMutation({ mutationFn: verifyTotp });
export const useVerifyBackupCode = () => useMutation({ mutationFn: verifyBackupCode });
export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
