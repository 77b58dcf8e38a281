// /research (docs/research.md "The page"): the researchers' page. Anybody who is not a
// researcher — a visitor, an ordinary user, a researcher whose role was revoked — gets the
// not-found page, exactly as for a path that does not exist; the server answers 404 too. A
// researcher whose session has not passed two-factor sign-in is told to set it up or sign in
// again with the code (docs/research.md "Two-factor sign-in"); the server answers them 403.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResearchAccess } from '../../features/research/api/research-api.ts';
import { ResearchPage } from '../../features/research/components/research-page.tsx';
import { RoleGate } from './role-gate.tsx';

/** Renders its content for a signed-in researcher; anybody else gets the not-found page. */
export function ResearcherGate({ children }: { children: (userId: string) => ReactNode }) {
  const { t } = useTranslation(['research', 'server-errors']);
  return (
    <RoleGate
      useAccess={useResearchAccess}
      holds={(access) => access.researcher}
      checking={t('research.checking')}
      accessError={(message) => t('research.accessError', { message })}
    >
      {children}
    </RoleGate>
  );
}

export function ResearchRoute() {
  return <ResearcherGate>{(userId) => <ResearchPage userId={userId} />}</ResearcherGate>;
}
