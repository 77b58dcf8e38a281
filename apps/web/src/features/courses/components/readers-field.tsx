// The readers a course or an assignment is written for: one select, in both forms.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COURSE_READERS } from '@scicomm/shared/course-api';

export function ReadersField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('courses');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('courses.create.readers')}
      </label>
      <select id={id} className="field__control" {...registration}>
        {COURSE_READERS.map((readers) => (
          <option key={readers} value={readers}>
            {t(`courses.readers.${readers}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
