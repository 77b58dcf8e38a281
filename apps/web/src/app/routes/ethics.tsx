// /ethics (docs/product.md §2 "Ethics screen"): an intro and the chat, behind the terms-consent gate. The
// exercise itself is the server's (POST /api/Ethics).
import { exercisePage } from '@scicomm/shared/exercises';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { CourseWorkNotice } from '../../features/courses/components/course-work-notice.tsx';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { ShareButton } from '../../features/sharing/components/share-button.tsx';
import { courseAssignmentFromQuery, withCourseAssignment } from '../../lib/course-assignment.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './exercise-intro.css';

const page = exercisePage('ethics');

export function EthicsRoute() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  usePageTitle(t(page.titleKey));
  const [params] = useSearchParams();
  const forCourse = useMemo(() => courseAssignmentFromQuery(params), [params]);
  return (
    <TermsConsentGate>
      <div className="exercise-page">
        <h1>{t('exercises.ethics.heading')}</h1>
        <div className="exercise-intro">
          <p className="lead">{t('exercises.ethics.intro')}</p>
          <p>{t('exercises.ethics.why')}</p>
          <p>{t('exercises.ethics.howItWorks')}</p>
        </div>
        <CourseWorkNotice forCourse={forCourse} />
        <ChatScreen
          exercise="ethics"
          endpoint={withCourseAssignment(page.endpoint, forCourse)}
          renderShare={(taskId) => <ShareButton key={taskId} taskType={page.taskType} taskId={taskId} />}
        />
      </div>
    </TermsConsentGate>
  );
}
