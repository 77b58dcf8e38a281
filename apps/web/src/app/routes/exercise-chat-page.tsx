// An exercise's page (docs/product.md §2): its heading and intro, the notice of work for a course,
// and the chat, behind the terms-consent gate. Each exercise's route file (app/routes/{slug}.tsx)
// names the exercise and, where it says more than one line, writes its intro. An exercise with
// research editions (the exercise manifest) starts a research session from the query parameters
// research/isResearch and participant/participantName.
import { exerciseManifest, exercisePage, type ExerciseId } from '@scicomm/shared/exercises';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TermsConsentGate } from '../../components/terms-consent-gate.tsx';
import { useAssignmentSessionLoader, useCourseWorkStored } from '../../features/courses/api/course-work.ts';
import { CourseWorkNotice } from '../../features/courses/components/course-work-notice.tsx';
import { ChatScreen } from '../../features/exercises/components/chat-screen.tsx';
import { researchFieldsFromQuery } from '../../features/exercises/lib/research-query.ts';
import { ShareButton } from '../../features/sharing/components/share-button.tsx';
import { courseAssignmentFromQuery, withCourseAssignment } from '../../lib/course-assignment.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export interface ExerciseChatPageProps {
  readonly exercise: ExerciseId;
  /** What the page says above the chat; by default the exercise's one-line intro. */
  readonly intro?: ReactNode;
  /** The writer may mark key terms, which the coach's jargon feedback leaves out. */
  readonly keyTerms?: boolean;
}

export function ExerciseChatPage({ exercise, intro, keyTerms = false }: ExerciseChatPageProps) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const page = exercisePage(exercise);
  usePageTitle(t(page.titleKey));
  const [params] = useSearchParams();
  const forCourse = useMemo(() => courseAssignmentFromQuery(params), [params]);
  const courseWorkStored = useCourseWorkStored(forCourse);
  const keptElsewhere = useAssignmentSessionLoader(forCourse);
  const hasResearch = exerciseManifest[exercise].research !== null;
  const initialFields = useMemo(() => (hasResearch ? researchFieldsFromQuery(params) : undefined), [hasResearch, params]);
  return (
    <TermsConsentGate>
      <div className="exercise-page">
        <h1>{t(`exercises.${exercise}.heading`)}</h1>
        {intro ?? <p className="lead">{t(`exercises.${exercise}.intro`)}</p>}
        <CourseWorkNotice forCourse={forCourse} />
        <ChatScreen
          exercise={exercise}
          endpoint={withCourseAssignment(page.endpoint, forCourse)}
          keyTerms={keyTerms}
          initialFields={initialFields}
          renderShare={(taskId) => <ShareButton key={taskId} taskType={page.taskType} taskId={taskId} />}
          onTurnAnswered={courseWorkStored}
          keptElsewhere={keptElsewhere}
        />
      </div>
    </TermsConsentGate>
  );
}
