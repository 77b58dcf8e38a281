// /de-jargonizer: the single-text analyser. A saved analysis gets Share and "Check with real
// readers", which makes a reader check of its text (docs/reader-check.md). Opened for a course
// assignment (?course=…&assignment=…), its texts are kept for the course.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCourseWorkStored } from '../../../features/courses/api/course-work.ts';
import { CourseWorkNotice } from '../../../features/courses/components/course-work-notice.tsx';
import { Analyser } from '../../../features/de-jargonizer/components/analyser.tsx';
import { ShareButton } from '../../../features/sharing/components/share-button.tsx';
import { courseAssignmentFromQuery } from '../../../lib/course-assignment.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function DeJargonizerRoute() {
  const { t } = useTranslation('de-jargonizer');
  usePageTitle(t('deJargonizer.title'));
  const [params] = useSearchParams();
  // Opened from a student's course page: each START's text is kept for the course (docs/courses.md).
  const forCourse = useMemo(() => courseAssignmentFromQuery(params), [params]);
  const courseWorkStored = useCourseWorkStored(forCourse);
  return (
    <>
      <h1>{t('deJargonizer.title')}</h1>
      <p className="dj-lead">{t('deJargonizer.analyser.lead')}</p>
      <CourseWorkNotice forCourse={forCourse} />
      <Analyser
        forCourse={forCourse}
        onStored={courseWorkStored}
        renderShare={(taskId) => (
          <>
            <ShareButton key={taskId} taskType="dejargonizer" taskId={taskId} />
            <Link className="button button--secondary" to={`/reader-checks?analysis=${encodeURIComponent(taskId)}`}>
              {t('deJargonizer.analyser.checkWithReaders')}
            </Link>
          </>
        )}
      />
    </>
  );
}
