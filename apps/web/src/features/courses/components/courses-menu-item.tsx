// The account menu's "Courses" entry (docs/courses.md): every signed-in user may train or join a course.
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export function CoursesMenuItem({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation('courses');
  return (
    <DropdownMenu.Item className="menu__item" onSelect={onSelect}>
      {t('courses.menu')}
    </DropdownMenu.Item>
  );
}
