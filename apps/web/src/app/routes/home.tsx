import { useTranslation } from 'react-i18next';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { ToolCards } from '../../features/home/components/tool-cards.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle();
  return (
    <TermsConsentGate>
      <div className="home">
        <h1>{t('home.heading')}</h1>
        <p className="lead">{t('home.intro')}</p>
        <ToolCards />
      </div>
    </TermsConsentGate>
  );
}
