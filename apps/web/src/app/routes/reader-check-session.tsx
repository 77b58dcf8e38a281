// The reader-check pages (the list, a check's results, the comparison) by the session: a status
// while it is read, a visitor asked to sign in and come back, or the page for the signed-in user.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { useAccountLinksBackHere } from '../../lib/use-way-back.ts';

export function ReaderCheckSession({ children }: { children: (userId: string) => ReactNode }) {
  const { t } = useTranslation('reader-check');
  const { state } = useAuth();
  const back = useAccountLinksBackHere();
  if (state.status === 'loading') return <p role="status">{t('readerCheck.results.loading')}</p>;
  if (state.status === 'signed-out') return <p><Link to={back.login}>{t('readerCheck.list.signIn')}</Link></p>;
  return children(state.user.id);
}
