// /profile (spec §2): the User Profile form, "Your Tasks" and the security settings; a visitor
// who is not signed in goes to /login. Someone who signs out here goes home, as Logout does
// (two different redirects at once would race).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AccountProfile } from '../../../features/account/components/account-profile.tsx';
import { SecuritySettings } from '../../../features/auth/components/security-settings.tsx';
import { ShareButton } from '../../../features/sharing/components/share-button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function ProfileRoute() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const wasSignedIn = useRef(false);
  usePageTitle(t('account.profile.title'));
  if (state.status === 'signed-in') wasSignedIn.current = true;
  if (state.status === 'signed-out')
    return <Navigate to={wasSignedIn.current ? '/' : '/login'} replace />;
  return (
    <div className="profile-page">
      <h1>{t('account.profile.title')}</h1>
      {state.status === 'loading' ? (
        <p role="status">{t('account.profile.loading')}</p>
      ) : (
        <>
          <AccountProfile
            taskActions={(task) => (
              <ShareButton key={`${task.type}/${task.id}`} taskType={task.type} taskId={task.id} />
            )}
          />
          <SecuritySettings />
        </>
      )}
    </div>
  );
}
