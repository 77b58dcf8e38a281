// /coherence (docs/product.md §2): the Coherence Coach behind the terms-consent gate. The query parameters
// research/isResearch and participant/participantName start a research session, as on Half Life.
import { exercisePage } from '@scicomm/shared/exercises';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { CourseWorkNotice } from '../../features/courses/components/course-work-notice.tsx';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { ShareButton } from '../../features/sharing/components/share-button.tsx';
import { researchFieldsFromQuery } from '../../features/exercises/lib/research-query.ts';
import { courseAssignmentFromQuery, withCourseAssignment } from '../../lib/course-assignment.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const page = exercisePage('coherence');

export function CoherenceRoute() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  usePageTitle(t(page.titleKey));
  const [params] = useSearchParams();
  const forCourse = useMemo(() => courseAssignmentFromQuery(params), [params]);
  const initialFields = useMemo(() => researchFieldsFromQuery(params), [params]);
  return (
    <TermsConsentGate>
      <div className="exercise-page">
        <h1>{t('exercises.coherence.heading')}</h1>
        <p className="lead">{t('exercises.coherence.intro')}</p>
        <CourseWorkNotice forCourse={forCourse} />
        <ChatScreen
          exercise="coherence"
          endpoint={withCourseAssignment(page.endpoint, forCourse)}
          initialFields={initialFields}
          renderShare={(taskId) => <ShareButton key={taskId} taskType={page.taskType} taskId={taskId} />}
        />
      </div>
    </TermsConsentGate>
  );
}
