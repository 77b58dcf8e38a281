// /courses/{courseId}/submissions/{submissionId} (docs/courses.md "Comments"): a student's text
// with the comments on it, for the course's trainers and the student who wrote it; a De-Jargonizer
// text in the De-Jargonizer's read-only coloured view.
import { useParams } from 'react-router';
import { SubmissionPage, type RenderColouredText } from '../../features/courses/components/submission-page.tsx';
import { AnalysedText } from '../../features/de-jargonizer/components/analysed-text.tsx';
import { CourseMembersGate } from './course-members-gate.tsx';
import { NotFoundRoute } from './not-found.tsx';
import '../../features/courses/courses.css';
import '../../components/forms.css';

const colouredText: RenderColouredText = (text, { period, keyTerms }, afterPaint) => (
  <AnalysedText text={text} period={period} keyTerms={keyTerms} afterPaint={afterPaint} />
);

export function CourseSubmissionRoute() {
  const { courseId = '', submissionId = '' } = useParams();
  return (
    <CourseMembersGate>
      {(userId) => <SubmissionPage key={submissionId} userId={userId} courseId={courseId} submissionId={submissionId} notFound={<NotFoundRoute />} renderColouredText={colouredText} />}
    </CourseMembersGate>
  );
}
