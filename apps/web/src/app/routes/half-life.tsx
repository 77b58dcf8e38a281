// /half-life (docs/product.md §2): the Half Life writing exercise behind the terms-consent gate. The
// query parameters research/isResearch and participant/participantName start a research
// session (docs/product.md §2: a research variant at a path that is not shown).
import { exercisePage } from '@scicomm/shared/exercises';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { CourseWorkNotice } from '../../features/courses/components/course-work-notice.tsx';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { researchFieldsFromQuery } from '../../features/exercises/lib/research-query.ts';
import { ShareButton } from '../../features/sharing/components/share-button.tsx';
import { courseAssignmentFromQuery, withCourseAssignment } from '../../lib/course-assignment.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const page = exercisePage('halfLife');

export function HalfLifeRoute() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  usePageTitle(t(page.titleKey));
  const [params] = useSearchParams();
  const forCourse = useMemo(() => courseAssignmentFromQuery(params), [params]);
  const initialFields = useMemo(() => researchFieldsFromQuery(params), [params]);
  return (
    <TermsConsentGate>
      <div className="exercise-page">
        <h1>{t('exercises.halfLife.heading')}</h1>
        <p className="lead">{t('exercises.halfLife.intro')}</p>
        <CourseWorkNotice forCourse={forCourse} />
        <ChatScreen
          exercise="halfLife"
          endpoint={withCourseAssignment(page.endpoint, forCourse)}
          keyTerms
          initialFields={initialFields}
          renderShare={(taskId) => <ShareButton key={taskId} taskType={page.taskType} taskId={taskId} />}
        />
      </div>
    </TermsConsentGate>
  );
}
