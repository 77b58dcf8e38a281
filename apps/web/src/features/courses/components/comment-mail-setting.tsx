// A student's "E-mail me when a trainer comments on my work" (docs/courses.md "Comments"): off
// unless they turn it on; the mail holds only a link. Stored as soon as the box changes.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationAlert } from '../../../components/mutation-alert.tsx';
import { siteLanguageOf } from '../../../lib/site-languages.ts';
import { useCommentMail } from '../api/notifications.ts';

export function CommentMailSetting({ userId, courseId, on }: { userId: string; courseId: string; on: boolean }) {
  const { t, i18n } = useTranslation(['courses', 'server-errors']);
  const id = useId();
  const [checked, setChecked] = useState(on);
  const save = useCommentMail(userId, courseId);
  const change = (next: boolean) => {
    setChecked(next);
    const language = siteLanguageOf(i18n.language);
    save.mutate({ comments: next, ...(language ? { language } : {}) }, { onError: () => setChecked(!next) });
  };
  return (
    <div className="course-comment-mail">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          disabled={save.isPending}
          onChange={(event) => change(event.target.checked)}
        />{' '}
        {t('courses.student.notify.label')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('courses.student.notify.hint')}
      </p>
      <p role="status">{save.isSuccess ? t('courses.student.notify.saved') : ''}</p>
      <MutationAlert mutation={save} />
    </div>
  );
}
