// /critical-thinking (docs/product.md §2): the Critical Thinking Coach behind the terms-consent gate. The
// query parameters research/isResearch and participant/participantName start a research
// session, as on Half Life.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { ShareButton } from '../../features/sharing/components/share-button.tsx';
import { researchFieldsFromQuery } from '../../features/exercises/lib/research-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function CriticalThinkingRoute() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  usePageTitle(t('home.tools.critical-thinking.title'));
  const [params] = useSearchParams();
  const initialFields = useMemo(() => researchFieldsFromQuery(params), [params]);
  return (
    <TermsConsentGate>
      <div className="exercise-page">
        <h1>{t('exercises.criticalThinking.heading')}</h1>
        <p className="lead">{t('exercises.criticalThinking.intro')}</p>
        <ChatScreen
          exercise="criticalThinking"
          endpoint="/api/CriticalThinking"
          initialFields={initialFields}
          renderShare={(taskId) => <ShareButton key={taskId} taskType="critical-thinking" taskId={taskId} />}
        />
      </div>
    </TermsConsentGate>
  );
}
