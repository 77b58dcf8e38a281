// /ethics (docs/product.md §2 "Ethics screen"): an intro and the chat, behind the terms-consent gate. The
// exercise itself is the server's (POST /api/Ethics).
import { useTranslation } from 'react-i18next';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { ShareButton } from '../../features/sharing/components/share-button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './exercise-intro.css';

export function EthicsRoute() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  usePageTitle(t('home.tools.ethics.title'));
  return (
    <TermsConsentGate>
      <div className="exercise-page">
        <h1>{t('exercises.ethics.heading')}</h1>
        <div className="exercise-intro">
          <p className="lead">{t('exercises.ethics.intro')}</p>
          <p>{t('exercises.ethics.why')}</p>
          <p>{t('exercises.ethics.howItWorks')}</p>
        </div>
        <ChatScreen
          exercise="ethics"
          endpoint="/api/Ethics"
          renderShare={(taskId) => <ShareButton key={taskId} taskType="ethics" taskId={taskId} />}
        />
      </div>
    </TermsConsentGate>
  );
}
