// The user menu's "Research" entry, for researchers only (docs/research.md): rendered inside
// the open menu, it asks the server once whether the signed-in user is a researcher.
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useResearchAccess } from '../api/research-api.ts';

export function ResearchMenuItem({ userId, onSelect }: { userId: string; onSelect: () => void }) {
  const { t } = useTranslation('research');
  const access = useResearchAccess(userId);
  if (access.data?.researcher !== true) return null;
  return (
    <DropdownMenu.Item className="menu__item" onSelect={onSelect}>
      {t('research.menu')}
    </DropdownMenu.Item>
  );
}
