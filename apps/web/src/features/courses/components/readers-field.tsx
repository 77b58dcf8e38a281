// The readers a course or an assignment is written for: one select, in both forms.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COURSE_READERS } from '@scicomm/shared/course-api';
import { RegisteredSelect } from '../../../components/registered-select.tsx';

export function ReadersField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('courses');
  return (
    <RegisteredSelect
      id={id}
      label={t('courses.create.readers')}
      registration={registration}
      choices={COURSE_READERS}
      choiceLabel={(readers) => t(`courses.readers.${readers}`)}
    />
  );
}
