// Why the login page asks the visitor to sign in, for the page they will go back to
// (/login?next=/profile); which paths may be a way back is @scicomm/shared/return-path.

/** Why the visitor is asked to sign in, as a translation key, for the page they asked for. */
export function signInReasonKey(path: string): string {
  if (path === '/profile' || path.startsWith('/profile?') || path.startsWith('/profile#'))
    return 'accountForms.signInWhy.profile';
  return 'accountForms.signInWhy.page';
}
