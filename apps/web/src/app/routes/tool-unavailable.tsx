// A tool whose screen this site does not have yet: its title behind the consent gate and an
// honest sentence, nothing that pretends to work (issue 2 §4).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ToolId } from '@scicomm/shared';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function ToolUnavailableRoute({ tool }: { tool: ToolId }) {
  const { t } = useTranslation();
  const title = t(`home.tools.${tool}.title`);
  usePageTitle(title);
  return (
    <TermsConsentGate>
      <div className="message-page">
        <h1>{title}</h1>
        <p>{t(`home.tools.${tool}.description`)}</p>
        <p>
          {t('tool.notReady')} <Link to="/">{t('shell.home')}</Link>
        </p>
      </div>
    </TermsConsentGate>
  );
}
