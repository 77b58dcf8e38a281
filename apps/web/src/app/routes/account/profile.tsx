// /profile (docs/product.md §2): the User Profile form, "Your Tasks" and the security settings; a visitor
// who is not signed in goes to /login?next=/profile and comes back here after signing in.
// Someone who signs out here goes home, as Logout does (two redirects at once would race). Each
// feature's panel (the profile and tasks, the security settings; Share has its own) fails alone.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { accountPagePath } from '@scicomm/shared/return-path';
import { QueryPanelBoundary } from '../../../components/query-panel-boundary.tsx';
import { AccountProfile } from '../../../features/account/components/account-profile.tsx';
import { AnalysedText } from '../../../features/de-jargonizer/components/analysed-text.tsx';
import { SecuritySettings } from '../../../features/auth/components/security-settings.tsx';
import { ShareButton } from '../../../features/sharing/components/share-button.tsx';
import { PersonalTokensPanel } from '../../../features/research/components/personal-tokens-panel.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function ProfileRoute() {
  const { t } = useTranslation(['account', 'account-forms']);
  const { state } = useAuth();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  usePageTitle(t('account.profile.title'));
  if (state.status === 'signed-in') wasSignedIn.current = true;
  if (state.status === 'signed-out')
    return (
      <Navigate
        to={wasSignedIn.current ? '/' : accountPagePath('/login', `${location.pathname}${location.search}`)}
        replace
      />
    );
  return (
    <div className="profile-page">
      <h1>{t('account.profile.title')}</h1>
      {state.status === 'loading' ? (
        <p role="status">{t('account.profile.loading')}</p>
      ) : (
        <>
          <QueryPanelBoundary>
            <AccountProfile
              taskActions={(task) => (
                <ShareButton key={`${task.type}/${task.id}`} taskType={task.type} taskId={task.id} />
              )}
              renderAnalysedText={(record) => (
                <AnalysedText text={record.text} period={record.dictionary} keyTerms={record.keyTerms} className="task-record__text" />
              )}
            />
          </QueryPanelBoundary>
          <QueryPanelBoundary>
            <SecuritySettings />
          </QueryPanelBoundary>
          {state.status === 'signed-in' && (
            <QueryPanelBoundary>
              <PersonalTokensPanel userId={state.user.id} />
            </QueryPanelBoundary>
          )}
        </>
      )}
    </div>
  );
}
