// The links to the sign-in and registration pages that come back to the page the visitor is on,
// or, on an account page, to the page that one returns to (docs/accounts.md "The way back").
import { useLocation } from 'react-router';
import { accountPagePath, returnPathFrom } from '@scicomm/shared/return-path';

export function useAccountLinksBackHere(): { login: string; register: string } {
  const location = useLocation();
  const here = returnPathFrom(location);
  return { login: accountPagePath('/login', here), register: accountPagePath('/register', here) };
}
