// The user menu's "Coach reports" entry, for admins only (docs/exercises.md "Reporting a wrong
// remark"): rendered inside the open menu, it asks the server once whether the user is an admin.
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '../api/admin-api.ts';

export function AdminMenuItem({ userId, onSelect }: { userId: string; onSelect: () => void }) {
  const { t } = useTranslation('coachReports');
  const access = useAdminAccess(userId);
  if (access.data?.admin !== true) return null;
  return (
    <DropdownMenu.Item className="menu__item" onSelect={onSelect}>
      {t('coachReports.admin.menu')}
    </DropdownMenu.Item>
  );
}
