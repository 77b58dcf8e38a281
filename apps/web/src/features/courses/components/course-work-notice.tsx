// Shown on an exercise or the De-Jargonizer when the student's course page opened it for an
// assignment (?course=…&assignment=…): what they do here is kept for the course. Its text and the
// courses strings load only then, after hydration: the page's prerendered HTML has no query, and a
// first visit without a course carries neither (docs/performance.md).
import { lazy, Suspense } from 'react';
import type { CourseAssignmentRef } from '../../../lib/course-assignment.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const CourseWorkNoticeText = lazy(() => import('./course-work-notice-text.tsx'));

export function CourseWorkNotice({ forCourse }: { forCourse: CourseAssignmentRef | null }) {
  const hydrated = useHydrated();
  if (!forCourse || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CourseWorkNoticeText forCourse={forCourse} />
    </Suspense>
  );
}
