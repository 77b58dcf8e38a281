// The Research page's studies (docs/research.md "Studies"): the studies the researcher owns or
// collaborates on, and the form that creates one.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStudies } from '../api/studies-api.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { CreateStudyForm } from './create-study-form.tsx';

export function StudiesSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['server-errors', 'studies']);
  const navigate = useNavigate();
  const headingId = useId();
  const studies = useStudies(userId);
  return (
    <section aria-labelledby={headingId} className="research__studies">
      <h2 id={headingId}>{t('studies.heading')}</h2>
      <p>{t('studies.intro')}</p>
      {studies.isPending ? (
        <p role="status">{t('studies.loading')}</p>
      ) : studies.isError ? (
        <p className="field__error">
          {t('studies.loadError', {
            message: serverErrorText(i18n, studies.error, studies.error.message),
          })}
        </p>
      ) : studies.data.studies.length === 0 ? (
        <p>{t('studies.none')}</p>
      ) : (
        <ul className="research__study-list">
          {studies.data.studies.map((study) => (
            <li key={study.id}>
              <Link to={`/research/studies/${study.id}`}>{study.title}</Link>{' '}
              <span className="field__hint">
                {t(`studies.exercise.${study.exercise}`)} ·{' '}
                {study.arms.map((arm) => t(`studies.arm.${arm}`)).join(' / ')} ·{' '}
                {t(`studies.state.${study.state}`)}
                {study.owned ? '' : ` · ${t('studies.shared')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CreateStudyForm
        userId={userId}
        onCreated={(id) => {
          void navigate(`/research/studies/${id}`);
          // The form is at the bottom of a long page; the new study opens at its top (its title,
          // link and QR code), not where the form was.
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        }}
      />
    </section>
  );
}
